import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What a screen of ADMIN_ONLY_SCREENS says to another role (or when the server refuses its calls with 403). */
export function AdminOnlyNotice() {
  const { t } = useTranslation();
  return (
    <Alert color="orange" role="alert" title={t('admin.errors.notAllowedTitle')}>
      {t('admin.errors.adminOnlyScreen')}
    </Alert>
  );
}
