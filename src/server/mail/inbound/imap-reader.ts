import { ImapFlow } from 'imapflow';
import type { ImapConfig } from '../../config.ts';
import type { Database, HeldLock } from '../../db/client.ts';
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

/** A connection to the replies' server; `watch`: one that stays open and IDLEs between reads. */
function imapClient(settings: Omit<ReturnType<typeof imapSettings>, 'mailbox'>, log?: Logger, watch = false) {
  const client = new ImapFlow({
    ...settings,
    logger: false,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
    // Watching: IDLE a tenth of a second after each read (imapflow's default waits 15 s, news unheard meanwhile),
    // restarted every 5 minutes (servers end an IDLE after 30); a quiet socket is checked by a NOOP.
    disableAutoIdle: !watch,
    autoIdleDelay: 100,
    maxIdleTime: 5 * 60_000,
  });
  // A dropped connection is an 'error' event: without a listener it would end the process.
  client.on('error', (err: Error) => log?.warn({ err }, 'IMAP connection'));
  return client;
}

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
  const client = imapClient(settings, log);
  await client.connect();
  try {
    return (await readUnseen(client, mailbox, db, log, mail)).summary;
  } finally {
    await client.logout().catch(() => client.close());
  }
}

/** Stores and flags up to BATCH unseen messages on a connected client; `more`: the batch was full. */
async function readUnseen(
  client: ImapFlow,
  mailbox: string,
  db: Database,
  log?: Logger,
  mail?: MailService,
): Promise<{ summary: ReadSummary; more: boolean }> {
  const summary: ReadSummary = { matched: 0, unmatched: 0, failed: 0, duplicate: 0 };
  const lock = await client.getMailboxLock(mailbox);
  try {
    const box = client.mailbox;
    const uidValidity = box ? Number(box.uidValidity) : 0;
    const unseen = (await client.search({ seen: false }, { uid: true })) || [];
    const uids = unseen.slice(0, BATCH);
    if (uids.length) log?.info({ uids }, 'replies found');
    for (const uid of uids) {
      const outcome = await readOne(client, { mailbox, uidValidity, uid }, db, mail);
      await client.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
      summary[outcome]++;
      if (outcome !== 'duplicate') log?.info({ uid, outcome }, 'reply read');
    }
    return { summary, more: unseen.length > BATCH };
  } finally {
    lock.release();
  }
}

async function readOne(
  client: ImapFlow,
  place: { mailbox: string; uidValidity: number; uid: number },
  db: Database,
  mail?: MailService,
): Promise<InboundOutcome> {
  const uid = String(place.uid);
  const head = await client.fetchOne(uid, { uid: true, size: true }, { uid: true });
  const size = head ? (head.size ?? 0) : 0;
  if (size > MAX_REPLY_BYTES)
    return storeFailedMail(db, place, size, `Too large: ${size} bytes (at most ${MAX_REPLY_BYTES})`);
  const message = await client.fetchOne(uid, { uid: true, source: true }, { uid: true });
  return storeInboundMail(db, place, message ? (message.source ?? Buffer.alloc(0)) : Buffer.alloc(0), mail);
}

/**
 * A sleep that `wake` ends early (a wake between two sleeps ends the next one at once, so none is missed); answers
 * true when it ran its whole time.
 */
function alarm() {
  let ring: (() => void) | undefined;
  let rung = false;
  return {
    sleep: (ms: number) =>
      new Promise<boolean>((resolve) => {
        if (rung) {
          rung = false;
          resolve(false);
          return;
        }
        const timer = setTimeout(() => {
          ring = undefined;
          resolve(true);
        }, ms);
        timer.unref();
        ring = () => {
          clearTimeout(timer);
          ring = undefined;
          resolve(false);
        };
      }),
    wake: () => {
      if (ring) ring();
      else rung = true;
    },
  };
}
type Alarm = ReturnType<typeof alarm>;

/**
 * Watches the mailbox on one connection: reads what is unseen, then IDLEs; the server's EXISTS (a new message)
 * wakes it to read at once, and so does every `pollMs`, should IDLE have missed something (a server without IDLE, a
 * message marked unread again). Returns when `done()` or the connection closes; throws when a read fails.
 */
async function watchMailbox(
  db: Database,
  url: string,
  pollMs: number,
  wake: Alarm,
  done: () => boolean,
  log: Logger,
  mail?: MailService,
): Promise<void> {
  const { mailbox, ...settings } = imapSettings(url);
  const client = imapClient(settings, log, true);
  // A read is due: at the start, after each EXISTS, after a full batch, after the poll's time. Cleared when a read
  // starts, not when it ends: an EXISTS that comes while a read runs (with the answer to its SEARCH, FETCH or STORE,
  // for a message its search did not see) makes another read due.
  let pending = true;
  client.on('exists', () => {
    pending = true;
    wake.wake();
  });
  client.on('close', () => wake.wake());
  await client.connect();
  try {
    await client.mailboxOpen(mailbox);
    while (!done() && client.usable) {
      if (pending) {
        pending = false;
        if ((await readUnseen(client, mailbox, db, log, mail)).more) pending = true;
        continue;
      }
      if (await wake.sleep(pollMs)) pending = true;
    }
  } finally {
    await client.logout().catch(() => client.close());
  }
}

/** The name of the lock that one process holds to read a mailbox: its server, user and folder, not its password. */
export function readerLockName(url: string): string {
  const { host, port, auth, mailbox } = imapSettings(url);
  return `hireframe:imap-reader:${auth.user}@${host}:${port}/${mailbox}`;
}

/** How soon a watching connection that closed is opened again. */
const REOPEN_MS = 1000;

/**
 * Reads the replies' mailbox in the background: start-up and requests never wait for it. One process at a time
 * reads a mailbox: the one that holds its lock (`lock`, the database's: docs/decisions/0057); the others try to take
 * it every `pollSeconds`, so that one of them goes on when the reader's process ends. The holder watches the
 * mailbox (IDLE: a reply is read within a second of its arrival, and every `pollSeconds` anyway) or, with
 * `idle: false`, reads it every `pollSeconds`. A failure (the server down, a wrong password) is logged and retried
 * with a doubling delay, up to 15 minutes; a read that works brings the delay back; a watching connection that
 * closes is opened again after a second. Answers the function that stops it (the current read finishes first).
 */
export function startImapReader(
  db: Database,
  config: ImapConfig,
  log: Logger,
  options: {
    firstDelayMs?: number;
    maxBackoffMs?: number;
    mail?: MailService;
    lock?: (name: string) => Promise<HeldLock | undefined>;
    idle?: boolean;
  } = {},
): () => Promise<void> {
  const normal = config.pollSeconds * 1000;
  const maxBackoff = options.maxBackoffMs ?? 15 * 60_000;
  const idle = options.idle ?? true;
  const lockName = readerLockName(config.url);
  const wake = alarm();
  let delay = normal;
  let stopped = false;

  const takeLock = async (): Promise<HeldLock | undefined> => {
    if (!options.lock) return { lost: new Promise<void>(() => {}), release: async () => {} };
    try {
      return await options.lock(lockName);
    } catch (err) {
      log.warn({ err: describe(err) }, 'IMAP reader lock not taken, will retry');
      return undefined;
    }
  };
  const readWhileHeld = async (held: HeldLock) => {
    let lost = false;
    void held.lost.then(() => {
      lost = true;
      wake.wake();
    });
    const done = () => stopped || lost;
    while (!done()) {
      try {
        if (idle) await watchMailbox(db, config.url, normal, wake, done, log, options.mail);
        else await readMailboxOnce(db, config.url, log, options.mail);
        delay = normal;
        await wake.sleep(idle ? REOPEN_MS : normal);
      } catch (err) {
        delay = Math.min(maxBackoff, Math.max(delay * 2, 1000));
        log.error({ err: describe(err), retryInMs: delay }, 'IMAP replies mailbox not read, will retry');
        await wake.sleep(delay);
      }
    }
  };
  const run = async () => {
    await wake.sleep(options.firstDelayMs ?? 1000);
    while (!stopped) {
      const held = await takeLock();
      if (!held) {
        await wake.sleep(normal);
        continue;
      }
      try {
        await readWhileHeld(held);
      } finally {
        await held.release().catch(() => undefined);
      }
    }
  };
  const running = run().catch((err: unknown) => log.error({ err: describe(err) }, 'IMAP replies reader stopped'));
  return async () => {
    stopped = true;
    wake.wake();
    await running;
  };
}

function describe(err: unknown): string {
  const e = err as { message?: string; code?: string; responseText?: string };
  return [e.code, e.responseText ?? e.message ?? String(err)].filter(Boolean).join(': ').slice(0, 500);
}
