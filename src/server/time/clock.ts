import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The app's only source of time. Code that judges "now" (open jobs, throttles, tokens' windows) asks the clock
 * handed to buildApp, so tests can move time instead of depending on today's date, and skip real waits.
 */
export interface Clock {
  now(): Date;
  /** Waits `ms` milliseconds (the login throttle's delay). */
  wait(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => new Date(),
  wait: async (ms) => {
    await sleep(ms);
  },
};
