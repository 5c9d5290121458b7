import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import cronParser from 'cron-parser';
import { z } from 'zod';
import { DEFAULT_BOOKING_NOTICE_DAYS } from '../shared/booking-slots.ts';
import { passwordProblem } from './auth/password-policy.ts';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.ts';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', ''], { error: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v === 'true' || v === '1'));

/** A timeout in milliseconds: at least 100 (0 would turn it off, which is the hole these timeouts close). */
const milliseconds = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number of milliseconds (at least 100)' })
    .int({ error: 'must be a number of milliseconds (at least 100)' })
    .min(100, { error: 'must be a number of milliseconds (at least 100)' })
    .default(fallback);

/** Five cron fields that cron-parser (pg-boss's parser) reads. */
function isCron(value: string): boolean {
  if (!/^\S+(\s+\S+){4}$/.test(value)) return false;
  try {
    cronParser.parseExpression(value);
    return true;
  } catch {
    return false;
  }
}

/** An absolute http(s) address without query or fragment: the site's public address. */
function isSiteUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return ['http:', 'https:'].includes(url.protocol) && !url.username && !url.password && !url.search && !url.hash;
}

/** Whether an address names this machine rather than the site's public one. */
function isLocal(value: string): boolean {
  const host = new URL(value).hostname.replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127\./.test(host) ||
    ['::1', '0.0.0.0', '::'].includes(host)
  );
}

/** A retention period in whole months, at least 1. */
const months = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number of months (1 or more)' })
    .int({ error: 'must be a whole number of months (1 or more)' })
    .min(1, { error: 'must be a whole number of months (1 or more)' })
    .default(fallback);

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('development'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1, { error: 'must not be empty' }).default('0.0.0.0'),
  DATA_DIR: z.string().min(1, { error: 'must not be empty' }).default('./data'),
  SITE_URL: z
    .string()
    .trim()
    .refine(isSiteUrl, { error: 'must be the absolute http(s) address of the site, like https://www.example.be' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  JWT_SECRET: z.string().optional(),
  ADMIN_USERNAME: z.string().min(1, { error: 'must not be empty' }).default('admin'),
  ADMIN_PASSWORD: z.string().optional(),
  LEGACY_CONTRACT: bool(false),
  SEED_DEMO: z.enum(['true', 'false', '1', '0', '']).optional(),
  TRUST_PROXY: z.string().optional(),
  PUBLIC_CACHE_MB: z.coerce
    .number({ error: 'must be a number of megabytes (0 turns the cache off)' })
    .min(0, { error: 'must be a number of megabytes (0 turns the cache off)' })
    .default(32),
  PUBLIC_FORM_RATE_LIMIT: z.coerce
    .number({ error: 'must be a whole number (0 turns the limit off)' })
    .int({ error: 'must be a whole number (0 turns the limit off)' })
    .min(0, { error: 'must be a whole number (0 turns the limit off)' })
    .default(20),
  IDLE_TIMEOUT_MS: milliseconds(30_000),
  REQUEST_TIMEOUT_MS: milliseconds(10 * 60_000),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, { error: 'must look like smtp://user:pass@host:587 or smtps://host:465' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().optional(),
  /** The replies' address (docs/decisions/0057): each mail to a person says Reply-To: local+<thread token>@domain. */
  MAIL_REPLY_TO: z
    .string()
    .trim()
    .regex(/^[^\s@+]+@[^\s@]+\.[^\s@]+$/, { error: 'must be an address without a "+", like replies@example.be' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The replies' mailbox, read when set (docs/decisions/0057): imaps://user:pass@host:993/INBOX. */
  IMAP_URL: z
    .string()
    .regex(/^imaps?:\/\/[^\s]+$/, { error: 'must look like imaps://user:pass@host:993/INBOX or imap://host:143' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  IMAP_POLL_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds from 5 to 3600' })
    .min(5, { error: 'must be a number of seconds from 5 to 3600' })
    .max(3600, { error: 'must be a number of seconds from 5 to 3600' })
    .default(60),
  MAIL_POLL_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).min(0.5).max(3600).default(2),
  /** How often pending CV texts are given to the queue (docs/decisions/0049); 0 turns the extraction off. */
  CV_TEXT_POLL_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds from 0.5 to 3600, or 0 (off)' })
    .refine((v) => v === 0 || (v >= 0.5 && v <= 3600), {
      error: 'must be a number of seconds from 0.5 to 3600, or 0 (off)',
    })
    .default(2),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number({ error: 'must be a whole number of seconds' }).int().min(1).default(60),
  MAIL_RECIPIENT_LIMIT: z.coerce
    .number({ error: 'must be a whole number of mails per hour (0 turns the limit off)' })
    .int({ error: 'must be a whole number of mails per hour (0 turns the limit off)' })
    .min(0, { error: 'must be a whole number of mails per hour (0 turns the limit off)' })
    .default(5),
  RETENTION_ENDED_MONTHS: months(6),
  RETENTION_POOL_MONTHS: months(24),
  RETENTION_REMINDER_DAYS: z
    .string()
    .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, { error: 'must be whole numbers of days separated by commas, like 30,7' })
    .default('30,7'),
  RETENTION_CRON: z
    .string()
    .trim()
    .refine((v) => v === 'off' || isCron(v), {
      error: 'must be a cron expression of five fields, like 0 3 * * *, or off',
    })
    .default('0 3 * * *'),
  FOLLOW_UP_MAIL_CRON: z
    .string()
    .trim()
    .refine((v) => v === 'off' || isCron(v), {
      error: 'must be a cron expression of five fields, like 0 7 * * *, or off',
    })
    .default('0 7 * * *'),
  JOB_ALERT_CRON: z
    .string()
    .trim()
    .refine((v) => v === 'off' || isCron(v), {
      error: 'must be a cron expression of five fields, like */10 * * * *, or off',
    })
    .default('*/10 * * * *'),
  SESSION_IDLE_MINUTES: z.coerce
    .number({ error: 'must be a whole number of minutes from 1 to 480' })
    .int({ error: 'must be a whole number of minutes from 1 to 480' })
    .min(1, { error: 'must be a whole number of minutes from 1 to 480' })
    .max(480, { error: 'must be a whole number of minutes from 1 to 480' })
    .default(60),
  MY_DATA_LINK_DAYS: z.coerce
    .number({ error: 'must be a whole number of days (1 or more)' })
    .int({ error: 'must be a whole number of days (1 or more)' })
    .min(1, { error: 'must be a whole number of days (1 or more)' })
    .default(30),
  BOOKING_NOTICE_DAYS: z.coerce
    .number({ error: 'must be a whole number of working days (0 to 30)' })
    .int({ error: 'must be a whole number of working days (0 to 30)' })
    .min(0, { error: 'must be a whole number of working days (0 to 30)' })
    .max(30, { error: 'must be a whole number of working days (0 to 30)' })
    .default(DEFAULT_BOOKING_NOTICE_DAYS),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be fatal, error, warn, info, debug, trace or silent',
    })
    .default('info'),
});

export const DEMO_ADMIN_PASSWORD = 'hireframe-demo';

export interface Config {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** The site's public address, without a trailing slash: every link that leaves the product (mails, SEO). */
  siteUrl: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  adminUserName: string;
  adminPassword: string;
  legacyContract: boolean;
  seedDemo: boolean;
  /** The proxies believed about the client's address and protocol (TRUST_PROXY: true, a hop count, addresses). */
  trustProxy: TrustProxy;
  /** Submissions of each public form per client address per 10 minutes; 0 turns the limit off. */
  publicFormRateLimit: number;
  /** A session without a request for this long ends (its token is refused); at most its maximum age, 8 hours. */
  sessionIdleMinutes: number;
  /** Memory for the cached public answers (src/server/plugins/public-cache.ts), in bytes; 0: no cache. */
  publicCacheBytes: number;
  /** A connection that sends nothing for this long is cut (a stalled request body included). */
  idleTimeoutMs: number;
  /** A request must arrive in full within this time (room for a 10 MB upload on a slow line). */
  requestTimeoutMs: number;
  logLevel: string;
  /** A client's booking is for this many working days after today at the earliest (0: today, later hours). */
  bookingNoticeWorkingDays: number;
  mail: MailConfig;
  retention: RetentionConfig;
  /**
   * When the follow-ups' morning mail goes (FOLLOW_UP_MAIL_CRON), as cron in Brussels time; `off`: never
   * (docs/decisions/0052).
   */
  followUpMailCron: string;
  /**
   * When the job alerts run (JOB_ALERT_CRON), as cron in Brussels time: instant alerts at each run, daily and weekly
   * ones when due; `off`: never (docs/decisions/0061).
   */
  jobAlertCron: string;
  /** CV text extraction (docs/decisions/0049): how often pending files go to the queue; 0: never (off). */
  cvText: { pollSeconds: number };
  /** The replies' mailbox (IMAP_URL, docs/decisions/0057); undefined: no reader runs. */
  imap: ImapConfig | undefined;
}

export interface ImapConfig {
  /** imap(s)://user:pass@host:port/MAILBOX, as given. */
  url: string;
  /** How often the mailbox is read when all goes well; an outage backs off from there. */
  pollSeconds: number;
}

/** docs/decisions/0031: how long the product keeps a person's data, and when the retention job runs. */
export interface RetentionConfig {
  /** An application that ended (NO_GO, HIRED, WITHDRAWN) without pool consent is anonymised this long after. */
  endedMonths: number;
  /** How long a talent-pool consent lasts once given or renewed. */
  poolMonths: number;
  /** Renewal mails go this many days before a pool consent lapses (30 and 7 by default). */
  reminderDays: number[];
  /** When the retention job runs, as cron in Brussels time (pg-boss schedule); `off`: never by itself. */
  cron: string;
}

export interface MailConfig {
  /** Where mails go; without it they are kept in the outbox and shown in the back-office, never sent. */
  smtpUrl: string | undefined;
  /** The From header; the firm's address from config/app_config.json when not set. */
  from: string | undefined;
  /** How often a worker asks the queue for mails to send. */
  pollSeconds: number;
  /** The first retry's delay; each next one doubles it (6 tries span about an hour at the default 60 s). */
  retryDelaySeconds: number;
  /** The personal "My data" links in mails: their signing key (derived from JWT_SECRET) and lifetime. */
  myDataLinks: { key: string; days: number };
  /** The signing key of the candidates' interview-slot links (derived from JWT_SECRET, docs/decisions/0058). */
  interviewSlotKey: string;
  /**
   * Mails a stranger can cause (form acknowledgements, "send me my link") per recipient address per hour, counted
   * in the database whatever the client's address; 0 turns the limit off (docs/decisions/0036).
   */
  recipientLimitPerHour: number;
  /** MAIL_REPLY_TO: the replies' address; each mail to a person carries its thread's token in it (0057). */
  replyTo?: string | undefined;
}

export class ConfigError extends Error {}

/** Reads the configuration from the environment; a bad value throws a ConfigError saying what to fix. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`${issue.path.join('.')} ${issue.message} (got "${String(env[String(issue.path[0])])}")`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const dataDir = resolve(e.DATA_DIR);
  if (production && (!e.JWT_SECRET || Buffer.byteLength(e.JWT_SECRET) < 32)) {
    throw new ConfigError('JWT_SECRET must be set to at least 32 bytes when NODE_ENV=production');
  }
  if (e.JWT_SECRET !== undefined && Buffer.byteLength(e.JWT_SECRET) < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 bytes long');
  }
  if (production && !e.ADMIN_PASSWORD) {
    throw new ConfigError('ADMIN_PASSWORD must be set when NODE_ENV=production (used when no user exists yet)');
  }
  if (production && !e.SITE_URL) {
    throw new ConfigError(
      'SITE_URL must be set when NODE_ENV=production (the public address, like https://www.example.be)',
    );
  }
  if (production && isLocal(e.SITE_URL!)) {
    throw new ConfigError(
      `SITE_URL must be the site's public address when NODE_ENV=production, not this machine (got "${e.SITE_URL}")`,
    );
  }
  // Out of production the links follow the port the server listens on (issue 44 item 10: config/app_config.json's
  // siteUrl sent every mail's link to port 3000 whatever PORT said); production requires SITE_URL (above).
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (typeof trustProxy === 'string') throw new ConfigError(`TRUST_PROXY ${trustProxy}`);
  if (e.ADMIN_PASSWORD) {
    const problem = passwordProblem(e.ADMIN_PASSWORD);
    if (problem) throw new ConfigError(`ADMIN_PASSWORD ${problem}`);
  }
  if (e.IDLE_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new ConfigError('IDLE_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS');
  }
  const jwtSecret = e.JWT_SECRET ?? generatedSecret(dataDir);
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    siteUrl,
    databaseUrl: e.DATABASE_URL,
    jwtSecret,
    adminUserName: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD || DEMO_ADMIN_PASSWORD,
    legacyContract: e.LEGACY_CONTRACT,
    seedDemo: e.SEED_DEMO === undefined || e.SEED_DEMO === '' ? !production : ['true', '1'].includes(e.SEED_DEMO),
    trustProxy,
    publicFormRateLimit: e.PUBLIC_FORM_RATE_LIMIT,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    publicCacheBytes: Math.round(e.PUBLIC_CACHE_MB * 1024 * 1024),
    idleTimeoutMs: e.IDLE_TIMEOUT_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    logLevel: e.LOG_LEVEL,
    bookingNoticeWorkingDays: e.BOOKING_NOTICE_DAYS,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM || undefined,
      pollSeconds: e.MAIL_POLL_SECONDS,
      retryDelaySeconds: e.MAIL_RETRY_DELAY_SECONDS,
      myDataLinks: { key: myDataLinkKey(jwtSecret), days: e.MY_DATA_LINK_DAYS },
      interviewSlotKey: createHmac('sha256', jwtSecret).update('hireframe interview-slots link v1').digest('base64url'),
      recipientLimitPerHour: e.MAIL_RECIPIENT_LIMIT,
      replyTo: e.MAIL_REPLY_TO,
    },
    imap: e.IMAP_URL ? { url: e.IMAP_URL, pollSeconds: e.IMAP_POLL_SECONDS } : undefined,
    cvText: { pollSeconds: e.CV_TEXT_POLL_SECONDS },
    retention: {
      endedMonths: e.RETENTION_ENDED_MONTHS,
      poolMonths: e.RETENTION_POOL_MONTHS,
      reminderDays: [...new Set(e.RETENTION_REMINDER_DAYS.split(',').map((d) => Number(d.trim())))].sort(
        (a, b) => b - a,
      ),
      cron: e.RETENTION_CRON,
    },
    followUpMailCron: e.FOLLOW_UP_MAIL_CRON,
    jobAlertCron: e.JOB_ALERT_CRON,
  };
}

/** The key that signs "My data" links: derived from JWT_SECRET, so that a token can never pass for a link. */
function myDataLinkKey(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('hireframe my-data link v1').digest('base64url');
}

/** Outside production, a secret is generated once and kept in DATA_DIR so tokens survive a restart. */
function generatedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  // Private from the start (issue 26, item 4); startApp fixes an older folder's modes (src/server/data-dir.ts).
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
