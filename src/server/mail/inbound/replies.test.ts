import { eq, inArray, sql } from 'drizzle-orm';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type Mail from 'nodemailer/lib/mailer/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff, type Staff } from '../../../../tests/helpers/admin.ts';
import {
  createJobApplication,
  createManager,
  createPerson,
  cvUpload,
  newMarker,
  signedInUser,
} from '../../../../tests/helpers/factories.ts';
import { freePort, startImapServer, type ImapServer } from '../../../../tests/helpers/imap-server.ts';
import { startSmtpSink, type SmtpSink } from '../../../../tests/helpers/smtp-sink.ts';
import { buildTestApp, createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import type { InboundMailView } from '../../../shared/schemas/inbound-mail.ts';
import { inboundMails, outboxMails } from '../../db/schema/index.ts';
import { erasePerson } from '../../privacy/erase.ts';
import { personOfEmail } from '../../privacy/person.ts';
import { readerLockName, readMailboxOnce, startImapReader } from './imap-reader.ts';

/**
 * Replies land on the record (issue 29 item 5, docs/decisions/0057): a mail written from the record goes out through
 * a real SMTP server with its thread's Reply-To; replies are put into a real IMAP server (Dovecot on loopback) and
 * read by the reader, as in production.
 */
let sink: SmtpSink;
let imap: ImapServer;
let t: TestApp;
let admin: Staff;
beforeAll(async () => {
  [sink, imap] = await Promise.all([startSmtpSink(), startImapServer()]);
  t = await createTestApp({
    SMTP_URL: sink.url,
    MAIL_POLL_SECONDS: '0.5',
    MAIL_RETRY_DELAY_SECONDS: '1',
    MAIL_REPLY_TO: 'replies@hireframe.test',
  });
  admin = staff(t, await t.login());
}, 240_000);
afterAll(async () => {
  await t?.close();
  await Promise.all([sink?.close(), imap?.close()]);
});

/** A mail as a mail program writes it. */
const compose = (mail: Mail.Options): Promise<Buffer> => new MailComposer(mail).compile().build();

interface TimelineItem {
  direction: 'in' | 'out';
  inboundId?: number;
  outboxId: number | null;
  subject: string;
  text: string;
  from?: string;
  recordType: string | null;
  recordId: number | null;
  attachments?: { fileId: string; fileName: string; mimeType: string; size: number }[];
}
const timeline = async (personId: number) =>
  (await admin.get(`/api/people/${personId}/timeline`)).json<{ mails: TimelineItem[] }>().mails;
const inboundRow = async (uid: number) =>
  (await t.app.db.select().from(inboundMails).where(eq(inboundMails.uid, uid)))[0]!;

/** Writes from a job application's record and waits for the mail at the SMTP server. */
async function writeFromRecord(writer: Staff = admin) {
  const application = await createJobApplication(t.app, { lang: 'en', firstName: 'Ines' });
  const subject = `Your application ${newMarker()}`;
  const res = await writer.send('POST', `/api/people/${application.personId}/mails`, {
    subject,
    body: '<p>Could you send your diploma?</p>',
    recordType: 'job-applications',
    recordId: application.id,
  });
  expect(res.statusCode, res.body).toBe(201);
  const { outboxId } = res.json<{ outboxId: number }>();
  await sink.waitFor(() => sink.to(application.email).some((m) => m.parsed.subject === subject), 90_000);
  const sent = sink.to(application.email).find((m) => m.parsed.subject === subject)!;
  return { application, outboxId, sent, subject };
}

describe('replies by IMAP', { timeout: 120_000 }, () => {
  it('a mail from the record carries its thread in Reply-To; the reply lands on the person and record, with its attachment, and is marked seen', async () => {
    // Written by a recruiter who reads Dutch: she is told of the reply in Dutch (issue 29 item 6).
    const manager = await createManager(t.app);
    const { token } = await signedInUser(t, { role: 'ADMIN', idManager: manager.id, language: 'nl' });
    const { application, outboxId, sent, subject } = await writeFromRecord(staff(t, token));
    const [row] = await t.app.db.select().from(outboxMails).where(eq(outboxMails.id, outboxId));
    const replyTo = sent.parsed.replyTo?.value[0]?.address;
    expect(row!.replyToken).toMatch(/^[0-9a-f]{30}$/);
    expect(replyTo).toBe(`replies+${row!.replyToken}@hireframe.test`);

    const pdf = cvUpload(newMarker(), 'diploma.pdf');
    // From another address than the one written to (her phone's): the token alone says whose reply it is.
    const uid = await imap.append(
      await compose({
        from: 'Ines on her phone <ines.phone@example.org>',
        to: replyTo,
        subject: `Re: ${subject}`,
        text: 'Here it is.\n\n> Could you send your diploma?',
        attachments: [
          { filename: 'diploma.pdf', content: pdf.data },
          { filename: 'invoice.html', content: '<script>alert(1)</script>', contentType: 'text/html' },
        ],
      }),
    );
    expect(await imap.flags(uid)).not.toContain('\\Seen');

    const summary = await readMailboxOnce(t.app.db, imap.url, undefined, t.app.mail);
    expect(summary).toMatchObject({ matched: 1, failed: 0 });
    expect(await imap.flags(uid)).toContain('\\Seen');
    // (As an ADMIN she also hears of new records: the application's notice came to her before.)
    const isNotice = (m: { parsed: { subject?: string } }) => m.parsed.subject?.startsWith('Antwoord van ') === true;
    await sink.waitFor(() => sink.to(manager.email).some(isNotice), 90_000);
    expect(sink.to(manager.email).filter(isNotice)).toHaveLength(1);
    const notice = sink.to(manager.email).find(isNotice)!.parsed;
    expect(notice.subject).toBe(`Antwoord van Ines on her phone: Re: ${subject}`);
    expect(notice.text).toContain(`/crudPeople/${application.personId}`);

    const reply = (await timeline(application.personId)).find((m) => m.direction === 'in')!;
    expect(reply).toMatchObject({
      subject: `Re: ${subject}`,
      outboxId,
      recordType: 'job-applications',
      recordId: application.id,
      from: 'Ines on her phone <ines.phone@example.org>',
    });
    expect(reply.text).toContain('Here it is.');
    expect(reply.attachments).toHaveLength(1);
    expect(reply.attachments![0]).toMatchObject({ fileName: 'diploma.pdf', mimeType: 'application/pdf' });
    const download = await admin.get(`/api/files/${reply.attachments![0]!.fileId}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf.data)).toBe(true);
    // The HTML attachment is not a file an upload may be: listed as refused, not kept.
    const stored = await inboundRow(uid);
    expect(stored).toMatchObject({ state: 'matched', matchedBy: 'token' });
    expect(stored.refusedAttachments).toEqual([{ fileName: 'invoice.html', reason: 'type' }]);

    // Read again: nothing new (seen), nothing written twice.
    expect(await readMailboxOnce(t.app.db, imap.url)).toEqual({ matched: 0, unmatched: 0, failed: 0, duplicate: 0 });
  });

  it('matches a reply by In-Reply-To alone, and another by its sender alone', async () => {
    const { application, outboxId, sent, subject } = await writeFromRecord();
    expect(sent.parsed.messageId).toBeTruthy();
    const byThread = await imap.append(
      await compose({
        from: 'assistant@elsewhere.example',
        to: 'office@hireframe.test',
        subject: `Re: ${subject}`,
        inReplyTo: sent.parsed.messageId,
        references: [sent.parsed.messageId!],
        text: 'Forwarded by her assistant.',
      }),
    );
    const person = await createPerson(t.app, { lastName: newMarker() });
    const bySender = await imap.append(
      await compose({ from: person.email, to: 'office@hireframe.test', subject: 'A question', text: 'Hello.' }),
    );
    expect(await readMailboxOnce(t.app.db, imap.url)).toMatchObject({ matched: 2 });
    expect(await inboundRow(byThread)).toMatchObject({
      matchedBy: 'in-reply-to',
      personId: application.personId,
      outboxId,
      recordType: 'job-applications',
      recordId: application.id,
    });
    expect(await inboundRow(bySender)).toMatchObject({ matchedBy: 'sender', personId: person.id, recordType: null });
    expect((await timeline(person.id)).find((m) => m.direction === 'in')?.text).toContain('Hello.');

    // Erasing the person erases their replies too.
    await erasePerson(t.app.db, { person: await personOfEmail(t.app.db, person.email), by: 'test', now: new Date() });
    expect(await t.app.db.select().from(inboundMails).where(eq(inboundMails.uid, bySender))).toHaveLength(0);
  });

  it('lists an unmatched reply for staff, who attach it by hand; bad input is a 400 naming the field', async () => {
    const stranger = `${newMarker()}@nowhere.example`;
    const uid = await imap.append(
      await compose({ from: stranger, to: 'office@hireframe.test', subject: 'Who am I', text: 'Guess.' }),
    );
    expect(await readMailboxOnce(t.app.db, imap.url)).toMatchObject({ unmatched: 1 });
    expect(await imap.flags(uid)).toContain('\\Seen');
    const list = await admin.get('/api/inbound-mails?unmatched=1');
    expect(list.statusCode).toBe(200);
    const item = list.json<{ items: InboundMailView[] }>().items.find((m) => m.from === stranger)!;
    expect(item).toMatchObject({ state: 'unmatched', subject: 'Who am I', personId: null });

    const application = await createJobApplication(t.app);
    const other = await createJobApplication(t.app);
    const missing = await admin.send('POST', `/api/inbound-mails/${item.id}/attach`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('personId');
    const notTheirs = await admin.send('POST', `/api/inbound-mails/${item.id}/attach`, {
      personId: application.personId,
      recordType: 'job-applications',
      recordId: other.id,
    });
    expect(notTheirs.statusCode).toBe(400);
    expect(notTheirs.body).toContain('recordId');
    expect((await admin.get('/api/inbound-mails?unmatched=2')).statusCode).toBe(400);

    const attached = await admin.send('POST', `/api/inbound-mails/${item.id}/attach`, {
      personId: application.personId,
      recordType: 'job-applications',
      recordId: application.id,
    });
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json()).toMatchObject({ state: 'matched', matchedBy: 'hand', attachedBy: 'admin' });
    const reply = (await timeline(application.personId)).find((m) => m.inboundId === item.id);
    expect(reply).toMatchObject({ text: 'Guess.\n', recordId: application.id });
    const after = (await admin.get('/api/inbound-mails?unmatched=1')).json<{ items: InboundMailView[] }>().items;
    expect(after.some((m) => m.id === item.id)).toBe(false);
  });

  it('sets aside a reply over 25 MB, a nested-message bomb and one without a sender, and reads on', async () => {
    const huge = Buffer.concat([
      Buffer.from('From: big@example.org\r\nTo: office@hireframe.test\r\nSubject: huge\r\n\r\n'),
      Buffer.alloc(26 * 1024 * 1024, 'x'.repeat(76) + '\r\n'),
    ]);
    let nested = 'From: bomb@example.org\r\nSubject: bomb\r\nContent-Type: text/plain\r\n\r\nboom\r\n';
    for (let i = 0; i < 8; i++)
      nested = `From: bomb@example.org\r\nSubject: level ${i}\r\nContent-Type: multipart/mixed; boundary="b${i}"\r\n\r\n--b${i}\r\nContent-Type: message/rfc822\r\n\r\n${nested}\r\n--b${i}--\r\n`;
    const uids = [
      await imap.append(huge),
      await imap.append(nested),
      await imap.append('\x00\x01\x02 not a mail at all'),
      await imap.append(await compose({ from: 'later@nowhere.example', subject: 'After them', text: 'Fine.' })),
    ];
    const summary = await readMailboxOnce(t.app.db, imap.url);
    expect(summary).toMatchObject({ failed: 3, unmatched: 1 });
    const rows = await t.app.db.select().from(inboundMails).where(inArray(inboundMails.uid, uids));
    const byUid = new Map(rows.map((r) => [r.uid, r]));
    expect(byUid.get(uids[0]!)).toMatchObject({ state: 'failed', text: '' });
    expect(byUid.get(uids[0]!)!.failReason).toMatch(/^Too large/);
    expect(byUid.get(uids[1]!)!.failReason).toMatch(/nested messages/);
    expect(byUid.get(uids[2]!)!.failReason).toMatch(/no sender/);
    expect(byUid.get(uids[3]!)).toMatchObject({ state: 'unmatched', subject: 'After them' });
    for (const uid of uids) expect(await imap.flags(uid)).toContain('\\Seen');
    const failed = (await admin.get('/api/inbound-mails?state=failed')).json<{ items: InboundMailView[] }>().items;
    expect(failed.filter((m) => uids.includes(byUidId(rows, m.id)))).toHaveLength(3);
    const refused = await admin.send('POST', `/api/inbound-mails/${byUid.get(uids[0]!)!.id}/attach`, {
      personId: (await createPerson(t.app)).id,
    });
    expect(refused.statusCode).toBe(409);
  });

  it('two readers of the same mailbox at once write each reply once', async () => {
    const marker = newMarker();
    const uids: number[] = [];
    for (let i = 0; i < 4; i++)
      uids.push(
        await imap.append(await compose({ from: `${marker}-${i}@nowhere.example`, subject: marker, text: `n${i}` })),
      );
    const [a, b] = await Promise.all([readMailboxOnce(t.app.db, imap.url), readMailboxOnce(t.app.db, imap.url)]);
    expect(a.unmatched + b.unmatched).toBe(4);
    const rows = await t.app.db.select().from(inboundMails).where(eq(inboundMails.subject, marker));
    expect(rows.map((r) => r.uid).sort((x, y) => x - y)).toEqual(uids);
  });

  it('an IMAP outage is logged and retried with a growing delay; the app starts and answers meanwhile', async () => {
    const deadUrl = `imap://replies:x@127.0.0.1:${await freePort()}/INBOX`;
    // The app starts with the mailbox down (the reader never holds the start) and answers.
    const down = await createTestApp({ IMAP_URL: deadUrl, IMAP_POLL_SECONDS: '5' });
    try {
      const health = await down.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    } finally {
      await down.close();
    }
    const errors: { retryInMs: number }[] = [];
    const log = {
      info: () => {},
      warn: () => {},
      error: (obj: object) => errors.push(obj as { retryInMs: number }),
    };
    const stop = startImapReader(t.app.db, { url: deadUrl, pollSeconds: 0.2 }, log, { firstDelayMs: 0 });
    try {
      const end = Date.now() + 20_000;
      while (errors.length < 3 && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
      expect(errors.length).toBeGreaterThanOrEqual(3);
      expect(errors[1]!.retryInMs).toBeGreaterThan(errors[0]!.retryInMs);
      expect(errors[2]!.retryInMs).toBeGreaterThan(errors[1]!.retryInMs);
      // Requests are answered while the reader fails.
      expect((await admin.get('/api/inbound-mails')).statusCode).toBe(200);
    } finally {
      await stop();
    }
  });
});

/** Polls `check` every 50 ms until it answers something truthy; fails after `ms`. */
async function until<T>(check: () => Promise<T>, ms = 30_000): Promise<NonNullable<T>> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`not so after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A reader's log: the UIDs it found unseen (`found`) and those it read (`read`). */
const quietLog = () => {
  const read: number[] = [];
  const found: number[] = [];
  return {
    read,
    found,
    info: (obj: object, msg: string) => {
      if (msg === 'replies found') found.push(...(obj as { uids: number[] }).uids);
      else read.push((obj as { uid: number }).uid);
    },
    warn: () => {},
    error: () => {},
  };
};

describe('replies pushed by IDLE, one reader per mailbox', { timeout: 300_000 }, () => {
  it('a reply lands on the record within seconds of its arrival, the poll an hour away; its writer is told in her language', async () => {
    // Another app process on the same database, reading the mailbox (the plugin), its poll an hour away.
    const reader = (
      await buildTestApp(
        // Its mails go out through the same SMTP server as the first process's: either may send the staff's notice.
        // And the same Reply-To: either may send the mail the reply answers.
        {
          IMAP_URL: imap.url,
          IMAP_POLL_SECONDS: '3600',
          SMTP_URL: sink.url,
          MAIL_POLL_SECONDS: '0.5',
          MAIL_REPLY_TO: 'replies@hireframe.test',
        },
        { database: t.database },
      )
    ).app;
    await reader.ready();
    try {
      // A first mail, read when the reader starts: after it, the reader is idling. (Appended as the reader starts, its
      // EXISTS may come with the answer to the reader's first search, which did not see it: a reader that let
      // that EXISTS go never read it.)
      const first = await createPerson(t.app, { lastName: newMarker() });
      await imap.append(await compose({ from: first.email, to: 'office@hireframe.test', subject: 'First', text: '1' }));
      await until(() => timeline(first.id).then((m) => m.some((x) => x.direction === 'in')), 90_000);
      // The lock is the reader's (taken a second after its start, whoever read the first mail): no other process of
      // this database may read the mailbox now.
      await until(async () => {
        const free = await t.database.tryLock(readerLockName(imap.url));
        await free?.release();
        return !free;
      }, 30_000);

      const manager = await createManager(t.app);
      const { token } = await signedInUser(t, { role: 'ADMIN', idManager: manager.id, language: 'nl' });
      const { application, sent, subject } = await writeFromRecord(staff(t, token));
      const appended = Date.now();
      await imap.append(
        await compose({
          from: `Ines Peeters <${application.email}>`,
          to: sent.parsed.replyTo!.value[0]!.address,
          subject: `Re: ${subject}`,
          text: 'Pushed, not polled.',
        }),
      );
      const reply = await until(
        () => timeline(application.personId).then((m) => m.find((x) => x.direction === 'in')),
        60_000,
      );
      const landedMs = Date.now() - appended;
      expect(reply).toMatchObject({ subject: `Re: ${subject}`, recordId: application.id });
      // Pushed: the poll is an hour away. Dovecot tells an idling reader half a second after the append; the read,
      // the match and one transaction follow: 0.9 to 1.6 s in all (this mail's composing and appending included)
      // with a load average of 12 to 17 on 2 cores. 10 s leaves six times that, and a push that is missed shows: the
      // next chance to read is Dovecot's own 30 s check at best, the poll otherwise (docs/decisions/0057, second
      // addendum).
      expect(landedMs).toBeLessThan(10_000);
      const isNotice = (m: { parsed: { subject?: string } }) =>
        m.parsed.subject === `Antwoord van Ines Peeters: Re: ${subject}`;
      await sink.waitFor(() => sink.to(manager.email).some(isNotice), 60_000);
    } finally {
      await reader.close();
    }
    // Closed, the process has let its lock go.
    const lock = await t.database.tryLock(readerLockName(imap.url));
    expect(lock).toBeDefined();
    await lock!.release();
  });

  it('a reply that arrives while the reader stores another is read at once too, not at the next poll', async () => {
    const log = quietLog();
    const stop = startImapReader(t.app.db, { url: imap.url, pollSeconds: 3600 }, log, { firstDelayMs: 0 });
    try {
      const marker = newMarker();
      const reply = async (n: number) =>
        imap.append(await compose({ from: `${marker}-${n}@nowhere.example`, subject: marker, text: `n${n}` }));
      // Watching: a first reply read.
      const first = await reply(0);
      await until(async () => log.read.includes(first), 60_000);
      // The reader's row for the next reply waits behind this transaction (its insert, behind the table's lock):
      // a second reply arrives after the reader found the first and before it has stored it and marked it seen.
      let second = 0;
      let appended = 0;
      await t.app.db.transaction(async (tx) => {
        await tx.execute(sql`lock table inbound_mails in exclusive mode`);
        const one = await reply(1);
        await until(async () => log.found.includes(one), 60_000);
        second = await reply(2);
        appended = Date.now();
      });
      // The server's EXISTS came while the reader was busy with the first: it reads again at once (the poll is an
      // hour away). The bound, as in the test above.
      await until(async () => log.read.includes(second), 60_000);
      expect(Date.now() - appended).toBeLessThan(10_000);
    } finally {
      await stop();
    }
  });

  it('of two processes, the one holding the lock reads; when it stops, the other takes over', async () => {
    const lock = (name: string) => t.database.tryLock(name);
    const logA = quietLog();
    const logB = quietLog();
    const config = { url: imap.url, pollSeconds: 1 };
    const stopA = startImapReader(t.app.db, config, logA, { firstDelayMs: 0, lock });
    await until(async () => {
      const free = await t.database.tryLock(readerLockName(imap.url));
      await free?.release();
      return !free;
    });
    const stopB = startImapReader(t.app.db, config, logB, { firstDelayMs: 0, lock });
    try {
      const marker = newMarker();
      const one = await imap.append(await compose({ from: `${marker}@nowhere.example`, subject: marker, text: '1' }));
      await until(async () => logA.read.includes(one));
      await stopA();
      const two = await imap.append(await compose({ from: `${marker}@nowhere.example`, subject: marker, text: '2' }));
      await until(async () => logB.read.includes(two));
      expect(logB.read).not.toContain(one);
      expect(logA.read).not.toContain(two);
      const rows = await t.app.db.select().from(inboundMails).where(eq(inboundMails.subject, marker));
      expect(rows.map((r) => r.uid).sort((x, y) => x - y)).toEqual([one, two]);
    } finally {
      await stopA();
      await stopB();
    }
  });
});

function byUidId(rows: (typeof inboundMails.$inferSelect)[], id: number): number {
  return rows.find((r) => r.id === id)?.uid ?? -1;
}
