import { fileTypeFromBuffer } from 'file-type';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  INDUSTRIES,
  JOB_TYPES,
  PROVINCES,
  SENIORITY_LEVELS,
  WORKPLACE_TYPES,
} from '../../shared/schemas/job.ts';
import { PHONE_PATTERN } from '../../shared/schemas/rules.ts';
import { canMove, initialState, type Pipeline } from '../../shared/schemas/process.ts';
import { readStoredFileBytes } from '../files/stored-file.ts';
import { openPglite, type DatabaseHandle } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import { makeDemoPdf } from './demo-pdf.ts';
import { DEMO_JOBS, jobRow } from './demo-jobs.ts';
import { demoCalendar } from './demo-time.ts';
import { seedDemo } from './demo.ts';

const PIPELINE_TABLES = {
  'job-applications': schema.jobApplications,
  'spontaneous-applications': schema.spontaneousApplications,
  profiles: schema.profiles,
  'talent-interviews': schema.talentInterviews,
  contacts: schema.contacts,
} as const;

describe('makeDemoPdf', () => {
  it('makes a PDF whose cross-reference table points at its objects', async () => {
    const pdf = makeDemoPdf('Curriculum vitae\nChloé (Lambot)\n€6,000/month – Brussels');
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect((await fileTypeFromBuffer(pdf))?.mime).toBe('application/pdf');

    const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
    expect(text.slice(startxref).startsWith('xref\n0 6\n')).toBe(true);
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, i) => expect(text.slice(offset).startsWith(`${i + 1} 0 obj\n`)).toBe(true));

    const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)?.[1]);
    const streamStart = text.indexOf('stream\n') + 'stream\n'.length;
    expect(text.slice(streamStart + length)).toMatch(/^\nendstream/);
    expect(text).toContain('(Chloé \\(Lambot\\)) Tj');
  });
});

/** The demo's dates are relative to the day it is first seeded: these tests seed it on a fixed one. */
const SEEDED_AT = new Date('2026-11-01T08:30:00Z');

describe('seedDemo', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openPglite('memory://');
    await handle.migrate();
    await seedDemo(handle.db, SEEDED_AT);
    await seedDemo(handle.db); // the second run must change nothing, whatever the day
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  async function rowCount(table: PgTable): Promise<number> {
    const [row] = await handle.db.select({ n: count() }).from(table);
    return row?.n ?? 0;
  }

  it('inserts the firm, its services, jobs and profiles once', async () => {
    expect(await rowCount(schema.managers)).toBe(3);
    expect(await rowCount(schema.services)).toBeGreaterThanOrEqual(6);
    expect(await rowCount(schema.jobs)).toBe(30);
    const profiles = await handle.db.select().from(schema.profiles);
    expect(profiles.filter((p) => p.display)).toHaveLength(20);
    expect(profiles.filter((p) => !p.display)).toHaveLength(5);
    expect(profiles.filter((p) => p.display).every((p) => p.process === 'HIRED')).toBe(true);
    expect(profiles.filter((p) => !p.display).every((p) => ['NEW', 'IN_REVIEW', 'INTERVIEW'].includes(p.process))).toBe(
      true,
    );
    expect(profiles.filter((p) => p.cvFileId !== null).length).toBeGreaterThanOrEqual(5);
  });

  it('changes nothing when run again', async () => {
    const tables = [
      schema.managers,
      schema.services,
      schema.jobs,
      schema.profiles,
      schema.people,
      schema.storedFiles,
      schema.stateHistory,
    ];
    const before = await Promise.all(tables.map(rowCount));
    await seedDemo(handle.db);
    expect(await Promise.all(tables.map(rowCount))).toEqual(before);
  });

  it('inserts the pipeline records, each application with its file', async () => {
    const applications = await handle.db.select().from(schema.jobApplications);
    expect(applications).toHaveLength(8);
    expect(await rowCount(schema.spontaneousApplications)).toBe(4);
    expect(await rowCount(schema.talentInterviews)).toBe(6);
    expect(await rowCount(schema.contacts)).toBe(5);
    for (const application of applications) {
      const [file] = await handle.db
        .select()
        .from(schema.storedFiles)
        .where(eq(schema.storedFiles.id, application.fileId!));
      expect(file?.mimeType).toBe('application/pdf');
      const data = await readStoredFileBytes(handle.db, application.fileId!);
      expect(data.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
      expect(file?.size).toBe(data.length);
    }
    expect(applications.some((a) => a.process === 'NO_GO' && a.noGoComment !== '')).toBe(true);
  });

  it('gives every record its person: one per address, staff-entered for the consultants (decision 0041)', async () => {
    const people = await handle.db.select().from(schema.people);
    const byId = new Map(people.map((p) => [p.id, p]));
    const addresses = new Set<string>();
    for (const table of Object.values(PIPELINE_TABLES)) {
      for (const row of await handle.db.select().from(table)) {
        const person = byId.get(row.personId);
        expect(person?.email).toBe(row.email.trim().toLowerCase());
        addresses.add(person!.email);
      }
    }
    expect(people).toHaveLength(addresses.size);
    const consultants = await handle.db.select().from(schema.profiles).where(eq(schema.profiles.process, 'HIRED'));
    expect(consultants.every((c) => byId.get(c.personId)?.staffEditedAt)).toBe(true);
  });

  it('applies only to open jobs, and copies their titles', async () => {
    const jobs = await handle.db.select().from(schema.jobs);
    const applications = await handle.db.select().from(schema.jobApplications);
    for (const application of applications) {
      const job = jobs.find((j) => j.id === application.jobId);
      expect(job?.title).toBe(application.jobTitle);
      expect(job?.displayJob).toBe(true);
      const deadline = job?.endApplicationDate ?? null;
      expect(deadline === null || deadline > '2026-11-01').toBe(true);
    }
  });

  it('writes jobs in three real languages with the allowed values', async () => {
    const jobs = await handle.db.select().from(schema.jobs);
    for (const job of jobs) {
      expect(job.descriptionFr).not.toBe(job.descriptionEn);
      expect(job.descriptionsNl).not.toBe(job.descriptionEn);
      expect(job.descriptionFr.length).toBeGreaterThan(200);
      expect(PROVINCES).toContain(job.region);
      expect(INDUSTRIES).toContain(job.industry);
      expect(JOB_TYPES).toContain(job.type);
      expect(EMPLOYMENT_TYPES).toContain(job.employmentType);
      expect(WORKPLACE_TYPES).toContain(job.workPlaceType);
      expect(SENIORITY_LEVELS).toContain(job.seniorityLevel);
      expect(EXPERIENCE_LEVELS).toContain(job.experience);
      expect(job.rate.length).toBeLessThanOrEqual(50);
    }
    expect(new Set(jobs.map((j) => j.jobRef)).size).toBe(30);
    expect(jobs.filter((j) => j.urgentStatus)).toHaveLength(5);
    expect(jobs.filter((j) => !j.displayJob)).toHaveLength(2);
    expect(jobs.filter((j) => j.endApplicationDate !== null && j.endApplicationDate < '2026-11-01')).toHaveLength(1);
  });

  it('describes profiles in three languages and keeps contact details private', async () => {
    const profiles = await handle.db.select().from(schema.profiles);
    for (const profile of profiles) {
      expect(profile.descriptionFr).not.toBe(profile.descriptionEn);
      expect(profile.descriptionNl).not.toBe(profile.descriptionEn);
      expect(profile.displayedLastName).toMatch(/^\p{Lu}\.$/u);
      expect(profile.displayedPhone).not.toBe(profile.phone);
      expect(profile.phone).toMatch(PHONE_PATTERN);
    }
    expect(new Set(profiles.map((p) => p.email)).size).toBe(25);
  });

  it('gives every pipeline record a history that reaches its current state', async () => {
    const history = await handle.db.select().from(schema.stateHistory);
    for (const [pipeline, table] of Object.entries(PIPELINE_TABLES) as [
      Pipeline,
      (typeof PIPELINE_TABLES)[Pipeline],
    ][]) {
      const records = await handle.db
        .select({ id: table.id, process: table.process })
        .from(table as typeof schema.contacts);
      expect(records.length).toBeGreaterThan(0);
      for (const record of records) {
        const rows = history
          .filter((h) => h.recordType === pipeline && h.recordId === record.id)
          .sort((a, b) => a.changedAt.getTime() - b.changedAt.getTime());
        expect(rows[0]).toMatchObject({ fromState: null, toState: initialState(pipeline), changedBy: null });
        for (const [i, row] of rows.entries()) {
          if (i === 0) continue;
          expect(row.fromState).toBe(rows[i - 1]?.toState);
          expect(canMove(pipeline, row.fromState ?? '', row.toState)).toBe(true);
          expect(row.changedBy).toBe('admin');
          expect(row.comment).not.toBe('');
        }
        expect(rows.at(-1)?.toState).toBe(record.process);
      }
    }
  });

  it('dates the jobs from the day it is seeded: the same 27 are open whenever that is', () => {
    const day = '2031-05-10';
    const rows = DEMO_JOBS.map(({ role }, i) =>
      jobRow(role, i, { managerId: 1, calendar: demoCalendar(new Date(`${day}T15:00:00Z`)) }),
    );
    const deadline = (row: (typeof rows)[number]) => row.endApplicationDate ?? null;
    expect(rows.filter((r) => r.displayJob && (deadline(r) === null || deadline(r)! >= day))).toHaveLength(27);
    expect(rows.filter((r) => deadline(r) !== null && deadline(r)! < day)).toHaveLength(1);
    // The earliest deadline of an open job is three months away.
    expect(
      rows
        .map(deadline)
        .filter((d) => d !== null && d >= day)
        .sort()[0],
    ).toBe('2031-08-09');
  });

  it('spreads applications over the ten weeks before the reference day', async () => {
    const applications = [
      ...(await handle.db.select({ at: schema.jobApplications.creationDate }).from(schema.jobApplications)),
      ...(await handle.db
        .select({ at: schema.spontaneousApplications.creationDate })
        .from(schema.spontaneousApplications)),
    ];
    const reference = Date.parse('2026-11-01T00:00:00Z');
    const weeks = new Set(applications.map(({ at }) => Math.floor((reference - at.getTime()) / (7 * 86_400_000))));
    expect(
      applications.every(({ at }) => at.getTime() < reference && reference - at.getTime() <= 70 * 86_400_000),
    ).toBe(true);
    expect(weeks.size).toBeGreaterThanOrEqual(6);
  });
});
