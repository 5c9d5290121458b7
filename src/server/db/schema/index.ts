/**
 * The database schema, one file per area; drizzle-kit reads this folder (drizzle.config.ts).
 */
export { searchText } from './columns.ts';
export * from './files.ts';
export * from './staff.ts';
export * from './catalog.ts';
export * from './companies.ts';
export * from './people.ts';
export * from './pipelines.ts';
export * from './audit.ts';
export * from './mail.ts';
export * from './privacy.ts';
export * from './rate-limits.ts';
export * from './follow-ups.ts';
export * from './file-texts.ts';
export * from './screening.ts';
export * from './funnel.ts';
export * from './interviews.ts';
export * from './job-alerts.ts';
export * from './tags.ts';
export * from './mail-templates.ts';
export * from './site-content.ts';
export * from './images.ts';
export * from './matching.ts';
export * from './inbound-mails.ts';
