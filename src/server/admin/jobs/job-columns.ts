import type { z } from 'zod';
import type { jobInput } from '../../../shared/schemas/job.ts';

export type JobInput = z.output<typeof jobInput>;

/** The spec's `manager` is stored as `managerId`. */
export function jobColumns({ manager, ...rest }: JobInput) {
  return { ...rest, managerId: manager };
}
