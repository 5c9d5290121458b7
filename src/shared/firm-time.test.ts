import { describe, expect, it } from 'vitest';
import { firmDay } from './firm-time.ts';

describe('firmDay', () => {
  it('is the calendar day in Brussels, not in UTC', () => {
    // 23:30 UTC is already the next day in Brussels (UTC+1 in winter, UTC+2 in summer).
    expect(firmDay(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(firmDay(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(firmDay(new Date('2026-06-30T21:30:00Z'))).toBe('2026-06-30');
  });
});
