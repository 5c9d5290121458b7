/**
 * A fixed split of the held-out set v2 by trade (docs/decisions/0064, addendum "tuning half and held-out half"),
 * written down before any per-trade figure was looked at: the trades of `TRADES` (trades.ts) taken alternately in
 * their order, the first, third, fifth… in A, the second, fourth… in B. A may be used to diagnose and tune the
 * engine; B is held out and measured once at the end. The corpus stays whole in both: only the queries (the jobs,
 * the people and the talent requests of a trade) are filtered, so the distractors of every query are all of v2's
 * people and jobs.
 */
export const SPLIT = {
  A: [
    'java',
    'tester',
    'sysadmin',
    'payroll',
    'maintenance',
    'site-manager',
    'warehouse',
    'planner',
    'hrbp',
    'customer-service',
    'care-assistant',
  ],
  B: [
    'dotnet',
    'data-analyst',
    'accountant',
    'controller',
    'electrician',
    'structural',
    'truck-driver',
    'recruiter',
    'account-manager',
    'nurse',
  ],
} as const;
