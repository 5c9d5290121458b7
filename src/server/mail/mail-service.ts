import type PgBoss from 'pg-boss';
import type { MailConfig } from '../config.ts';

/** What writing a mail needs: the queue when mails are sent (SMTP_URL), none when they are only kept. */
export interface MailService {
  config: MailConfig;
  queue: PgBoss | undefined;
}
