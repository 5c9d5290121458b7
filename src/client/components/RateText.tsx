import { useTranslation } from 'react-i18next';
import { formatRate, readRate } from '../../shared/rate.ts';
import { useLanguage } from './localized.ts';
import { StaffText } from './UntranslatedText.tsx';

/**
 * A rate as the page's language writes it (issue 44 item 9): "€3,600–4,400/month" reads "3 600–4 400 €/mois" on a
 * French page. A rate that says more than an amount and a period stays as staff typed it, marked with its language.
 */
export function RateText({ rate }: { rate: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (!readRate(rate)) return <StaffText>{rate}</StaffText>;
  return <>{formatRate(rate, lang, (period) => t(`jobs.facts.per.${period}`))}</>;
}
