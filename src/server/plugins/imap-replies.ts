import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ImapConfig } from '../config.ts';
import { startImapReader } from '../mail/inbound/imap-reader.ts';

/**
 * The replies' reader (docs/decisions/0057): when IMAP_URL is set, the mailbox is watched in the background (IDLE,
 * and a read every IMAP_POLL_SECONDS should IDLE miss something), an outage retried with backoff; staff are told
 * of each reply matched (through the outbox); without it nothing runs. One app process reads a mailbox, the one
 * holding its lock in the database, the others ready to take over; each message is written once anyway (its place
 * in the mailbox is unique). Stopped before the database closes.
 */
export const imapRepliesPlugin = fp(
  async (app: FastifyInstance, { imap: config }: { imap: ImapConfig | undefined }) => {
    if (!config) return;
    const stop = startImapReader(app.db, config, app.log, {
      mail: app.mail,
      lock: (name) => app.dbHandle.tryLock(name),
    });
    app.addHook('preClose', () => stop());
  },
  { name: 'imap-replies', dependencies: ['db', 'mail'] },
);
