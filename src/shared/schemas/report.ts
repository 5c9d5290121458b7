import { z } from 'zod';
import { id } from './rules.ts';
import { sourceName } from './source.ts';

/**
 * The funnel report (issue 31 item 5, docs/decisions/0062): `GET /api/reports/funnel?from=&to=&jobId=&managerId=&source=`.
 * The applications received from `from` to `to` (firm days, both included; the last twelve months by default), as
 * far as each got through the stages.
 */
export const FUNNEL_STAGES = ['NEW', 'IN_REVIEW', 'INTERVIEW', 'OFFER', 'HIRED'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

const day = () => z.iso.date({ error: 'validation.date' }).optional();

export const funnelQuery = z
  .object({ from: day(), to: day(), jobId: id().optional(), managerId: id().optional(), source: sourceName.optional() })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { error: 'validation.dateRange', path: ['to'] });
export type FunnelQuery = z.input<typeof funnelQuery>;

const days = z.number().nullable();

export const funnelReport = z.object({
  /** The period read, as firm days. */
  from: z.string(),
  to: z.string(),
  /** Applications received in the period (anonymised ones included). */
  applications: z.number(),
  /** How many of them are anonymised: counted, without their person. */
  anonymised: z.number(),
  stages: z.array(
    z.object({
      state: z.enum(FUNNEL_STAGES),
      /** Applications that reached this stage or a later one. */
      reached: z.number(),
      /** reached / the previous stage's reached (null for the first stage, or when the previous is 0). */
      conversion: z.number().nullable(),
      /** Applications that went no further than this stage and ended there (no go, withdrawn). */
      droppedOut: z.number(),
      /** Time spent in this stage, in days, over the stays that ended (none for HIRED). */
      medianDays: days,
      p90Days: days,
    }),
  ),
  sources: z.array(z.object({ source: z.string(), applications: z.number(), hires: z.number() })),
  /** From the application to its hiring, in days. */
  timeToHire: z.object({ hires: z.number(), medianDays: days, p90Days: days }),
});
export type FunnelReport = z.infer<typeof funnelReport>;
