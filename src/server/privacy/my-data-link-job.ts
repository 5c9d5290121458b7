import type PgBoss from 'pg-boss';
import type { Language } from '../../shared/constants.ts';

export const MY_DATA_LINK_QUEUE = 'my-data-link';

/** A request for a "My data" link, as the form gave it: the address is looked up only when the job runs. */
export interface MyDataLinkJob {
  email: string;
  lang: Language;
  /** When it was asked (ISO): the link's validity and the 10-minute window count from then. */
  at: string;
}

/**
 * The queue of "send me my link" requests on the app's job queue and its worker (src/server/plugins/my-data-link.ts).
 * A failed run is retried a few times; the work is idempotent within its 10-minute window.
 */
export async function startMyDataLinkWorker(
  boss: PgBoss,
  options: { work: (job: MyDataLinkJob) => Promise<void>; pollSeconds: number },
): Promise<void> {
  await boss.createQueue(MY_DATA_LINK_QUEUE, {
    name: MY_DATA_LINK_QUEUE,
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
  });
  await boss.work<MyDataLinkJob>(
    MY_DATA_LINK_QUEUE,
    { pollingIntervalSeconds: options.pollSeconds, batchSize: 10 },
    async (jobs) => {
      for (const job of jobs) await options.work(job.data);
    },
  );
}
