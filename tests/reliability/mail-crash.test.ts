import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes } from '../security/helpers.ts';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { applicant, HttpClient } from './http-client.ts';
import { freePort } from '../../scripts/free-port.ts';
import { serverData, startServer, type ServerData, type ServerProcess } from './server-process.ts';

let data: ServerData;
let server: ServerProcess | undefined;
let sink: SmtpSink | undefined;
beforeAll(async () => {
  data = await serverData();
});
afterAll(async () => {
  await server?.stop('SIGKILL');
  await sink?.close();
  await data?.remove();
});

describe('the server killed (SIGKILL) after the commit of an application and before its mail went', () => {
  // Two server starts and a retry that backs off (1, 2, 4, 8 s...) while the server is down: more than the 30 s
  // default on a loaded machine. And should the kill land while the first process holds the job (it polls every
  // 0.5 s and fails the job as soon as the mail server refuses), the queue gives it again only once it expires,
  // 60 s after it was taken (src/server/mail/mail-queue.ts): the sink is given 90 s. Seen once on PostgreSQL.
  it('sends the mail exactly once after a restart', { timeout: 150_000 }, async () => {
    // The mail server is not there yet: the application commits, its mail cannot go, then the process dies.
    const smtpPort = await freePort();
    const env = { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_POLL_SECONDS: '0.5', MAIL_RETRY_DELAY_SECONDS: '1' };
    server = await startServer(data, env);
    const client = await new HttpClient(server.baseURL).init();
    const jobId = await client.firstOpenJob();
    const person = { ...applicant(1), email: 'crash.once@example.com' };
    const res = await client.apply(jobId, pdfBytes(), 'cv.pdf', person);
    expect(res.status, await res.clone().text()).toBe(201);
    await server.stop('SIGKILL');

    sink = await startSmtpSink({ port: smtpPort });
    server = await startServer(data, env);
    await sink.waitFor((mails) => mails.some((m) => m.rcptTo.includes('crash.once@example.com')), 90_000);
    // Time for a second copy to arrive, if the restart were to send it twice.
    await new Promise((r) => setTimeout(r, 3000));
    expect(sink.to('crash.once@example.com')).toHaveLength(1);
  });
});
