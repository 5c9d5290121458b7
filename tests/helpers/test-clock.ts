import type { Clock } from '../../src/server/time/clock.ts';

/** A clock a test moves by hand; its waits are recorded and pass at once, moving the clock instead. */
export interface TestClock extends Clock {
  /** Every delay asked for, in order. */
  waits: number[];
  advance(ms: number): void;
}

export function testClock(start: Date = new Date()): TestClock {
  let now = start.getTime();
  const waits: number[] = [];
  return {
    waits,
    now: () => new Date(now),
    wait: async (ms) => {
      waits.push(ms);
      now += ms;
    },
    advance: (ms) => {
      now += ms;
    },
  };
}
