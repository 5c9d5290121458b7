/** schema.org's pay periods, by the words a rate is written with in en, fr and nl. */
const UNITS: [RegExp, string][] = [
  [/hour|heure|uur|\/h\b/i, 'HOUR'],
  [/day|jour|dag/i, 'DAY'],
  [/week|semaine/i, 'WEEK'],
  [/month|mois|maand/i, 'MONTH'],
  [/year|annual|an\b|jaar/i, 'YEAR'],
];

/** 3,600 / 3.600 / 3 600 / 750,50 as a number (a group of three digits after a separator is thousands). */
function amount(text: string): number {
  const digits = text.replace(/[\s\u00a0\u202f]/g, '').replace(/[.,](?=\d{3}(\D|$))/g, '');
  return Number(digits.replace(',', '.'));
}

/**
 * A job's `rate` (free text: "€750–850/day", "€3,600–4,400/month") as a schema.org MonetaryAmount, or undefined when
 * it holds no amount and period that can be read (then the posting has no baseSalary rather than a wrong one).
 */
export function baseSalary(rate: string): Record<string, unknown> | undefined {
  const unit = UNITS.find(([pattern]) => pattern.test(rate))?.[1];
  const numbers = [...rate.matchAll(/\d[\d\s\u00a0\u202f.,]*/g)].map((m) => amount(m[0].trim())).filter((n) => n > 0);
  if (!unit || numbers.length === 0 || numbers.some((n) => !Number.isFinite(n))) return undefined;
  const [min, max] = [Math.min(...numbers), Math.max(...numbers)];
  const currency = /\$|usd/i.test(rate) ? 'USD' : /£|gbp/i.test(rate) ? 'GBP' : 'EUR';
  return {
    '@type': 'MonetaryAmount',
    currency,
    value: {
      '@type': 'QuantitativeValue',
      ...(min === max ? { value: min } : { minValue: min, maxValue: max }),
      unitText: unit,
    },
  };
}
