import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients, as the client gave them to the server (RCPT TO). */
  rcptTo: string[];
  parsed: ParsedMail;
}

/**
 * A real SMTP server on a loopback port (smtp-server), reading every message back with mailparser. `refuse`
 * answers 550 to a recipient, as a server does for an unknown mailbox.
 */
export async function startSmtpSink(options: { port?: number; refuse?: (address: string) => boolean } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address)) {
        const err = Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected`), {
          responseCode: 550,
        });
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          received.push({ rcptTo: session.envelope.rcptTo.map((r) => r.address), parsed });
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The mails received so far whose envelope goes to `address`. */
    to: (address: string) => received.filter((m) => m.rcptTo.includes(address)),
    /** Waits until `predicate` holds on the received mails, or fails after `ms`. */
    async waitFor(predicate: (mails: ReceivedMail[]) => boolean, ms = 20_000) {
      const end = Date.now() + ms;
      while (!predicate(received)) {
        if (Date.now() > end) throw new Error(`mails not received in ${ms} ms (got ${received.length})`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
