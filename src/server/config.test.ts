import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const base = { DATA_DIR: '/tmp/hireframe-config-test', JWT_SECRET: 'x'.repeat(32) };

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const c = loadConfig(base);
    expect(c).toMatchObject({
      port: 3000,
      legacyContract: false,
      seedDemo: true,
      adminUserName: 'admin',
      production: false,
    });
  });

  it('requires a JWT_SECRET of at least 32 bytes in production', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', JWT_SECRET: 'short', ADMIN_PASSWORD: 'x' })).toThrow(
      /JWT_SECRET/,
    );
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', JWT_SECRET: undefined, ADMIN_PASSWORD: 'x' })).toThrow(
      ConfigError,
    );
  });

  it('says what to fix in one line', () => {
    expect(() => loadConfig({ ...base, PORT: 'eighty' })).toThrow(/^PORT must be a port number/);
    expect(() => loadConfig({ ...base, DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must start with postgres/);
    expect(() => loadConfig({ ...base, LEGACY_CONTRACT: 'maybe' })).toThrow(/LEGACY_CONTRACT/);
  });

  it('ends idle sessions after 60 minutes by default, and takes 1 to 480 minutes', () => {
    expect(loadConfig(base).sessionIdleMinutes).toBe(60);
    expect(loadConfig({ ...base, SESSION_IDLE_MINUTES: '15' }).sessionIdleMinutes).toBe(15);
    for (const bad of ['0', '481', '1.5', 'an hour', '-5'])
      expect(() => loadConfig({ ...base, SESSION_IDLE_MINUTES: bad })).toThrow(
        /^SESSION_IDLE_MINUTES must be a whole number of minutes from 1 to 480/,
      );
  });

  it('asks one working day of booking notice by default, and refuses what is not a whole number of days', () => {
    expect(loadConfig(base).bookingNoticeWorkingDays).toBe(1);
    expect(loadConfig({ ...base, BOOKING_NOTICE_DAYS: '0' }).bookingNoticeWorkingDays).toBe(0);
    expect(loadConfig({ ...base, BOOKING_NOTICE_DAYS: '3' }).bookingNoticeWorkingDays).toBe(3);
    for (const bad of ['-1', '1.5', 'two', '31']) {
      expect(() => loadConfig({ ...base, BOOKING_NOTICE_DAYS: bad })).toThrow(/^BOOKING_NOTICE_DAYS must be a whole/);
    }
  });

  it('does not seed demo content in production unless asked', () => {
    const c = loadConfig({
      ...base,
      NODE_ENV: 'production',
      ADMIN_PASSWORD: 'a-real-password',
      SITE_URL: 'https://www.example.be',
    });
    expect(c.seedDemo).toBe(false);
  });

  // Issue 26, item 13: every link in mails, the canonical tags and the sitemap pointed to http://localhost:3000.
  describe('SITE_URL', () => {
    const production = { ...base, NODE_ENV: 'production', ADMIN_PASSWORD: 'a-real-password' };

    it('is the address every link starts with, without its trailing slash', () => {
      expect(loadConfig({ ...base, SITE_URL: 'https://www.example.be/' }).siteUrl).toBe('https://www.example.be');
      expect(loadConfig({ ...production, SITE_URL: ' https://jobs.example.be ' }).siteUrl).toBe(
        'https://jobs.example.be',
      );
    });

    it('outside production defaults to http://localhost:PORT, the port the server listens on', () => {
      expect(loadConfig(base).siteUrl).toBe('http://localhost:3000');
      expect(loadConfig({ ...base, SITE_URL: '' }).siteUrl).toBe('http://localhost:3000');
      // Issue 44 item 10: config/app_config.json's siteUrl (port 3000) won over PORT, so mails linked to port 3000.
      expect(loadConfig({ ...base, PORT: '3100' }).siteUrl).toBe('http://localhost:3100');
      expect(loadConfig({ ...base, PORT: '3100', SITE_URL: 'http://localhost:4000' }).siteUrl).toBe(
        'http://localhost:4000',
      );
    });

    it('must be an absolute http(s) address', () => {
      for (const bad of [
        'www.example.be',
        '/jobs',
        'ftp://example.be',
        'https://',
        'https://x.be/?a=1',
        'https://u:p@x.be',
      ])
        expect(() => loadConfig({ ...base, SITE_URL: bad }), bad).toThrow(/^SITE_URL must be the absolute http\(s\)/);
    });

    it('is required in production, where an address of this machine stops the start with one line', () => {
      expect(() => loadConfig(production)).toThrow(/^SITE_URL must be set when NODE_ENV=production/);
      for (const local of ['http://localhost:3000', 'http://127.0.0.1', 'http://[::1]:8080', 'http://0.0.0.0'])
        expect(() => loadConfig({ ...production, SITE_URL: local }), local).toThrow(
          /^SITE_URL must be the site's public address when NODE_ENV=production[^\n]*$/,
        );
      expect(loadConfig({ ...production, SITE_URL: 'http://www.example.be' }).siteUrl).toBe('http://www.example.be');
    });
  });

  it('schedules the retention job daily at 03:00 by default, takes off, and refuses what is not cron', () => {
    expect(loadConfig(base).retention).toEqual({
      endedMonths: 6,
      poolMonths: 24,
      reminderDays: [30, 7],
      cron: '0 3 * * *',
    });
    expect(loadConfig({ ...base, RETENTION_CRON: ' off ' }).retention.cron).toBe('off');
    expect(loadConfig({ ...base, RETENTION_CRON: '30 2 * * 1-5' }).retention.cron).toBe('30 2 * * 1-5');
    expect(() => loadConfig({ ...base, RETENTION_CRON: '0 25 * * *' })).toThrow(
      /^RETENTION_CRON must be a cron expression/,
    );
    expect(() => loadConfig({ ...base, RETENTION_CRON: 'daily' })).toThrow(/^RETENTION_CRON must be a cron expression/);
  });

  it('reads FOLLOW_UP_MAIL_CRON: 07:00 by default, off, or five cron fields (decision 0052)', () => {
    expect(loadConfig(base).followUpMailCron).toBe('0 7 * * *');
    expect(loadConfig({ ...base, FOLLOW_UP_MAIL_CRON: 'off' }).followUpMailCron).toBe('off');
    expect(loadConfig({ ...base, FOLLOW_UP_MAIL_CRON: '30 8 * * 1-5' }).followUpMailCron).toBe('30 8 * * 1-5');
    expect(() => loadConfig({ ...base, FOLLOW_UP_MAIL_CRON: 'every morning' })).toThrow(
      /^FOLLOW_UP_MAIL_CRON must be a cron expression/,
    );
  });
});
