import { describe, expect, it } from 'vitest';
import { baseSalary } from './base-salary.ts';

describe('baseSalary', () => {
  it('reads a range and its period', () => {
    expect(baseSalary('€3,600–4,400/month')).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', minValue: 3600, maxValue: 4400, unitText: 'MONTH' },
    });
    expect(baseSalary('€750–850/day')?.value).toMatchObject({ minValue: 750, maxValue: 850, unitText: 'DAY' });
    expect(baseSalary('650 € par jour')?.value).toEqual({ '@type': 'QuantitativeValue', value: 650, unitText: 'DAY' });
    expect(baseSalary('4.500 EUR per maand')?.value).toMatchObject({ value: 4500, unitText: 'MONTH' });
  });

  it('gives nothing for a rate it cannot read', () => {
    expect(baseSalary('')).toBeUndefined();
    expect(baseSalary('competitive')).toBeUndefined();
    expect(baseSalary('€700')).toBeUndefined();
  });
});
