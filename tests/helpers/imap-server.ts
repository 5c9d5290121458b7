import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { ImapFlow } from 'imapflow';

const DOVECOT = process.env.DOVECOT_PATH ?? '/usr/sbin/dovecot';

/** A port nobody listens on now (the kernel's pick), for a server that cannot listen on port 0 itself. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Whether something answers on the port (an IMAP greeting starts with "* OK"). */
async function greets(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('data', (d) => done(d.toString().startsWith('* OK')));
    socket.once('error', () => done(false));
    socket.setTimeout(2000, () => done(false));
  });
}

/**
 * A real IMAP server on loopback: Debian's Dovecot (scripts/ensure-dovecot.sh installs it), started by the test
 * with a configuration of its own in a temporary folder (plain IMAP on 127.0.0.1, one user, Maildir), in the
 * foreground as a child process; stopped and removed by `close`. Run as root (CI containers), the mailbox belongs to
 * the package's `dovecot` user, since Dovecot never keeps mail as root; otherwise it runs as the current user.
 */
export async function startImapServer(options: { port?: number } = {}) {
  if (!existsSync(DOVECOT))
    throw new Error(`Dovecot not found at ${DOVECOT}: run scripts/ensure-dovecot.sh (apt-get install dovecot-imapd)`);
  const port = options.port ?? (await freePort());
  const dir = await mkdtemp(join(tmpdir(), 'hf-dovecot-'));
  // Dovecot's mail process (another user when run as root) walks through it to the mailbox.
  await chmod(dir, 0o755);
  const user = 'replies';
  const pass = 'replies-secret';
  const root = process.getuid?.() === 0;
  const owner = root
    ? {
        uid: Number(execFileSync('id', ['-u', 'dovecot']).toString()),
        gid: Number(execFileSync('id', ['-g', 'dovecot']).toString()),
      }
    : { uid: process.getuid!(), gid: process.getgid!() };
  const me = userInfo().username;
  await mkdir(join(dir, 'home'), { recursive: true });
  if (root) await chown(join(dir, 'home'), owner.uid, owner.gid);
  await writeFile(join(dir, 'passwd'), `${user}:{PLAIN}${pass}\n`);
  await writeFile(
    join(dir, 'dovecot.conf'),
    `base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
default_internal_user = ${root ? 'dovecot' : me}
default_internal_group = ${root ? 'dovecot' : me}
default_login_user = ${root ? 'dovenull' : me}
first_valid_uid = 1
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/passwd
}
userdb {
  driver = static
  args = uid=${owner.uid} gid=${owner.gid} home=${dir}/home/%u
}
mail_location = maildir:~/Maildir
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
`,
  );
  const child: ChildProcess = spawn(DOVECOT, ['-F', '-c', join(dir, 'dovecot.conf')], { stdio: 'ignore' });
  const end = Date.now() + 15_000;
  while (!(await greets(port))) {
    if (child.exitCode !== null || Date.now() > end) {
      child.kill();
      throw new Error(`Dovecot did not start on port ${port} (see ${dir}/log)`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const url = `imap://${user}:${pass}@127.0.0.1:${port}/INBOX`;

  /** A client of the test's own (imapflow), to put mails in and look at their flags. */
  const withClient = async <T>(fn: (client: ImapFlow) => Promise<T>): Promise<T> => {
    const client = new ImapFlow({
      host: '127.0.0.1',
      port,
      secure: false,
      auth: { user, pass },
      logger: false,
    });
    client.on('error', () => {});
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.logout().catch(() => client.close());
    }
  };

  return {
    port,
    url,
    /** Puts a raw message into INBOX, unseen, as a delivery would; answers its UID. */
    append: (raw: string | Buffer) =>
      withClient(async (c) => {
        const r = await c.append('INBOX', raw, []);
        return r && typeof r === 'object' ? Number(r.uid) : 0;
      }),
    /** The flags of the message with that UID. */
    flags: (uid: number) =>
      withClient(async (c) => {
        const lock = await c.getMailboxLock('INBOX');
        try {
          const m = await c.fetchOne(String(uid), { flags: true }, { uid: true });
          return m ? [...(m.flags ?? [])] : [];
        } finally {
          lock.release();
        }
      }),
    async close() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
export type ImapServer = Awaited<ReturnType<typeof startImapServer>>;
