import { ImapFlow } from 'imapflow';
import type { ImapConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { MailService } from '../mail-service.ts';
import { MAX_REPLY_BYTES, storeFailedMail, storeInboundMail, type InboundOutcome } from './inbound-mail.ts';

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** At most this many messages per read: a full mailbox is read over several rounds, none of them long. */
const BATCH = 50;

/** The IMAP connection's settings from IMAP_URL (imap(s)://user:pass@host:port/MAILBOX). */
export function imapSettings(url: string) {
  const u = new URL(url);
  const secure = u.protocol === 'imaps:';
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : secure ? 993 : 143,
    secure,
    auth: { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) },
    mailbox: decodeURIComponent(u.pathname.replace(/^\/+/, '')) || 'INBOX',
  };
}

export type ReadSummary = Record<InboundOutcome, number>;

/**
 * Reads the replies' mailbox once (docs/decisions/0057): each unseen message is stored (matched, unmatched or set
 * aside; a message another process already stored is a 'duplicate') and then marked \Seen, so that it is not read
 * again. A message is marked only once its row is committed: a crash in between reads it again, and its unique
 * place in the mailbox writes it once. Throws when the server cannot be reached or answers wrong.
 */
export async function readMailboxOnce(
  db: Database,
  url: string,
  log?: Logger,
  mail?: MailService,
): Promise<ReadSummary> {
  const { mailbox, ...settings } = imapSettings(url);
  const client = new ImapFlow({
    ...settings,
    logger: false,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
    disableAutoIdle: true,
  });
  // A dropped connection is an 'error' event: without a listener it would end the process.
  client.on('error', (err: Error) => log?.warn({ err }, 'IMAP connection'));
  const summary: ReadSummary = { matched: 0, unmatched: 0, failed: 0, duplicate: 0 };
  await client.connect();
  try {
    const lock = await client.getMailboxLock(mailbox);
    try {
      const box = client.mailbox;
      const uidValidity = box ? Number(box.uidValidity) : 0;
      const uids = ((await client.search({ seen: false }, { uid: true })) || []).slice(0, BATCH);
      for (const uid of uids) {
        const place = { mailbox, uidValidity, uid };
        const head = await client.fetchOne(String(uid), { uid: true, size: true }, { uid: true });
        const size = head ? (head.size ?? 0) : 0;
        let outcome: InboundOutcome;
        if (size > MAX_REPLY_BYTES) {
          outcome = await storeFailedMail(db, place, size, `Too large: ${size} bytes (at most ${MAX_REPLY_BYTES})`);
        } else {
          const message = await client.fetchOne(String(uid), { uid: true, source: true }, { uid: true });
          outcome = await storeInboundMail(
            db,
            place,
            message ? (message.source ?? Buffer.alloc(0)) : Buffer.alloc(0),
            mail,
          );
        }
        await client.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
        summary[outcome]++;
        if (outcome !== 'duplicate') log?.info({ uid, outcome }, 'reply read');
      }
    } finally {
      lock.release();
    }
  } finally {
    await client.logout().catch(() => client.close());
  }
  return summary;
}

/**
 * Reads the mailbox every `pollSeconds`, in the background: start-up and requests never wait for it. A failure
 * (the server down, a wrong password) is logged and retried with a doubling delay, up to 15 minutes; a read that
 * works brings the delay back. Answers the function that stops it (the current read finishes first).
 */
export function startImapReader(
  db: Database,
  config: ImapConfig,
  log: Logger,
  options: { firstDelayMs?: number; maxBackoffMs?: number; mail?: MailService } = {},
): () => Promise<void> {
  const normal = config.pollSeconds * 1000;
  const maxBackoff = options.maxBackoffMs ?? 15 * 60_000;
  let delay = normal;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const round = async () => {
    try {
      await readMailboxOnce(db, config.url, log, options.mail);
      delay = normal;
    } catch (err) {
      delay = Math.min(maxBackoff, Math.max(delay * 2, 1000));
      log.error({ err: describe(err), retryInMs: delay }, 'IMAP replies mailbox not read, will retry');
    }
  };
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = round().finally(() => {
        running = undefined;
        schedule(delay);
      });
    }, ms);
    timer.unref();
  };
  schedule(options.firstDelayMs ?? 1000);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}

function describe(err: unknown): string {
  const e = err as { message?: string; code?: string; responseText?: string };
  return [e.code, e.responseText ?? e.message ?? String(err)].filter(Boolean).join(': ').slice(0, 500);
}
