/** The periods a rate is paid by, as staff write them in en, fr or nl after a "/" or "per". */
const PERIODS: [RegExp, RatePeriod][] = [
  [/^(?:hour|h|heure|uur)$/i, 'hour'],
  [/^(?:day|jour|dag)$/i, 'day'],
  [/^(?:week|semaine)$/i, 'week'],
  [/^(?:month|mois|maand)$/i, 'month'],
  [/^(?:year|an|jaar)$/i, 'year'],
];
export type RatePeriod = 'hour' | 'day' | 'week' | 'month' | 'year';
export interface Rate {
  min: number;
  max: number;
  period: RatePeriod;
}

const NUMBER = String.raw`\d[\d\s\u00a0\u202f.,]*\d|\d`;
/** "€3,600–4,400/month", "650 € / jour", "EUR 75 per hour": an amount or a range in euros, and a period; nothing else. */
const RATE = new RegExp(
  String.raw`^\s*(?:€|EUR)?\s*(${NUMBER})\s*(?:[–-]\s*(?:€|EUR)?\s*(${NUMBER}))?\s*(?:€|EUR)?\s*(?:/|per\s+|par\s+)\s*([a-z]+)\.?\s*$`,
  'i',
);

/** 3,600 / 3.600 / 3 600 / 750,50 as a number (a group of three digits after a separator is thousands). */
function amount(text: string): number {
  const digits = text.replace(/[\s\u00a0\u202f]/g, '').replace(/[.,](?=\d{3}(\D|$))/g, '');
  return Number(digits.replace(',', '.'));
}

/**
 * A job's or profile's `rate` (free text staff type, often in English: "€3,600–4,400/month") read as euros per
 * period, or undefined when it says anything more (then it is shown as typed): issue 44 item 9.
 */
export function readRate(rate: string): Rate | undefined {
  const match = RATE.exec(rate);
  if (!match) return undefined;
  const period = PERIODS.find(([pattern]) => pattern.test(match[3] ?? ''))?.[1];
  const min = amount(match[1] ?? '');
  const max = match[2] ? amount(match[2]) : min;
  if (!period || !Number.isFinite(min) || !Number.isFinite(max) || max < min) return undefined;
  return { min, max, period };
}

/**
 * A rate in the reader's language as Belgians write it there ("3 600–4 400 €" and "/mois" in French, "€ 3.600-4.400"
 * and "/maand" in Dutch); `per` is the catalog's text of the period ("/mois"). The rate as typed when it cannot be read.
 */
export function formatRate(rate: string, lang: string, per: (period: RatePeriod) => string): string {
  const read = readRate(rate);
  if (!read) return rate;
  const money = new Intl.NumberFormat(`${lang}-BE`, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 2,
    minimumFractionDigits: 0,
  });
  const text = read.min === read.max ? money.format(read.min) : money.formatRange(read.min, read.max);
  return `${text}${per(read.period)}`;
}
