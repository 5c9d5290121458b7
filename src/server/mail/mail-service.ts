import type PgBoss from 'pg-boss';
import type { MailConfig } from '../config.ts';
import type { Clock } from '../time/clock.ts';

/** What writing a mail needs: the queue when mails are sent (SMTP_URL), none when they are only kept. */
export interface MailService {
  config: MailConfig;
  queue: PgBoss | undefined;
  /** The app's clock: the per-recipient limits count in its time. */
  clock: Clock;
}
