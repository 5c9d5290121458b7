import { describe, expect, it } from 'vitest';
import { isJobOpen } from './public-job.ts';

describe('isJobOpen', () => {
  const job = (endApplicationDate: string | null, displayJob = true) => ({ displayJob, endApplicationDate });

  it('keeps a job open through its deadline day, judged in Brussels', () => {
    // 22:30 UTC on 30 June is 00:30 on 1 July in Brussels: a 30 June deadline has passed there.
    const afterMidnightInBrussels = new Date('2026-06-30T22:30:00Z');
    expect(isJobOpen(job('2026-06-30'), afterMidnightInBrussels)).toBe(false);
    expect(isJobOpen(job('2026-07-01'), afterMidnightInBrussels)).toBe(true);
    expect(isJobOpen(job('2026-06-30'), new Date('2026-06-30T21:30:00Z'))).toBe(true);
  });

  it('is closed when hidden, and open without a deadline', () => {
    const now = new Date('2026-06-30T12:00:00Z');
    expect(isJobOpen(job(null), now)).toBe(true);
    expect(isJobOpen(job(null, false), now)).toBe(false);
    expect(isJobOpen(job('2099-01-01', false), now)).toBe(false);
  });
});
