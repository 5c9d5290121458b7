import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ImapConfig } from '../config.ts';
import { startImapReader } from '../mail/inbound/imap-reader.ts';

/**
 * The replies' reader (docs/decisions/0057): when IMAP_URL is set, the mailbox is read every IMAP_POLL_SECONDS in
 * the background, an outage retried with backoff; staff are told of each reply matched (through the outbox);
 * without it nothing runs. Every app process reads; each message
 * is written once (its place in the mailbox is unique). Stopped before the database closes.
 */
export const imapRepliesPlugin = fp(
  async (app: FastifyInstance, { imap: config }: { imap: ImapConfig | undefined }) => {
    if (!config) return;
    const stop = startImapReader(app.db, config, app.log, { mail: app.mail });
    app.addHook('preClose', () => stop());
  },
  { name: 'imap-replies', dependencies: ['db', 'mail'] },
);
