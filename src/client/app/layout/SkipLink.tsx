import { useTranslation } from 'react-i18next';
import classes from './SkipLink.module.css';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href="#main" className={classes.skip}>
      {t('common.skipToContent')}
    </a>
  );
}
