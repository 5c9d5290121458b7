import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type * as ContactsModule from '../../shared/pipelines/contacts.ts';
import type * as InterviewsModule from '../../shared/pipelines/talent-interviews.ts';
import type * as TestApps from '../../../tests/helpers/test-app.ts';
import type * as AdminHelpers from '../../../tests/helpers/admin.ts';
import type * as Schema from '../db/schema/index.ts';
import type * as Process from '../../shared/schemas/process.ts';
import type * as PipelineSchemas from '../../shared/schemas/pipeline.ts';
import type * as Screens from '../../shared/admin-screens.ts';
import type * as Csv from '../../shared/pipeline-csv.ts';
import type * as Lists from './list-specs.ts';
import type * as Configs from '../../client/features/admin-pipelines/pipeline-config.ts';
import type * as Bulk from '../../shared/schemas/bulk.ts';
import type * as Records from '../../shared/schemas/pipeline-records.ts';

/**
 * docs/decisions/0042: adding a state to a pipeline is one edit of its descriptor (plus `admin.states.{STATE}` in
 * the catalogs). Here the contacts' descriptor alone gains WAITING (a contact waits for the sender's answer, with
 * the date staff wrote to them); nothing else is edited, and every consumer knows the new state.
 */
const CONTACTS = '../../shared/pipelines/contacts.ts';
const withWaiting = async (original: () => Promise<typeof ContactsModule>) => {
  const { contacts, ...rest } = await original();
  const view = contacts.view!;
  return {
    ...rest,
    contacts: {
      ...contacts,
      machine: {
        initial: 'NEW',
        next: {
          NEW: ['IN_PROGRESS'],
          IN_PROGRESS: ['WAITING', 'CLOSED'],
          WAITING: ['IN_PROGRESS', 'CLOSED'],
          CLOSED: [],
        },
      },
      // Staff say what they wrote to the sender.
      needs: { WAITING: ['comment'] },
      // And the list gains a column, sorted by: the sender's post.
      list: { ...contacts.list, columns: [...contacts.list.columns!, 'post'], sorts: [...contacts.list.sorts, 'post'] },
      view: {
        shown: view.shown,
        edited: [...view.edited, { key: 'wroteOn', kind: 'date', inState: 'WAITING' }],
      },
      // The record the API answers holds the new field: optional here, where no migration gave it its column.
      record: contacts.record.extend({ wroteOn: z.string().nullable().optional() }),
    },
  };
};

/**
 * The talent interviews' descriptor alone gains POSTPONED (the client asks to meet later: a new slot), which sends
 * the booked client the updated calendar invitation.
 */
const INTERVIEWS = '../../shared/pipelines/talent-interviews.ts';
const withPostponed = async (original: () => Promise<typeof InterviewsModule>) => {
  const { talentInterviews, ...rest } = await original();
  const { next } = talentInterviews.machine;
  return {
    ...rest,
    talentInterviews: {
      ...talentInterviews,
      machine: {
        initial: 'REQUESTED',
        next: { ...next, CONFIRMED: [...next.CONFIRMED, 'POSTPONED'], POSTPONED: ['CONFIRMED', 'CANCELLED'] },
      },
      needs: { ...talentInterviews.needs, POSTPONED: ['rescheduledBookedDate', 'rescheduledBookedTime'] },
      mails: { ...talentInterviews.mails, POSTPONED: { template: 'interview-rescheduled' } },
    },
  };
};

// The suite shares modules between files (vitest.config.ts, isolate: false): load fresh ones over the changed
// descriptor, and leave fresh ones behind.
let m: {
  process: typeof Process;
  pipeline: typeof PipelineSchemas;
  screens: typeof Screens;
  csv: typeof Csv;
  lists: typeof Lists;
  configs: typeof Configs;
  bulk: typeof Bulk;
  records: typeof Records;
  schema: typeof Schema;
  t: TestApps.TestApp;
  admin: AdminHelpers.Staff;
};
beforeAll(async () => {
  vi.resetModules();
  vi.doMock(CONTACTS, withWaiting);
  vi.doMock(INTERVIEWS, withPostponed);
  // The real app, built over the changed descriptors.
  const apps = await import('../../../tests/helpers/test-app.ts');
  const helpers = await import('../../../tests/helpers/admin.ts');
  const factories = await import('../../../tests/helpers/factories.ts');
  const t = await apps.createTestApp();
  // What the test moves: a new contact and a confirmed client booking of its own.
  await factories.createContactMessage(t.app);
  const booking = await factories.createInterviewBooking(t.app);
  await factories.moveRecord(t.app, 'talent-interviews', booking.id, { process: 'CONFIRMED' });
  m = {
    schema: await import('../db/schema/index.ts'),
    t,
    admin: helpers.staff(t, await t.login()),
    process: await import('../../shared/schemas/process.ts'),
    pipeline: await import('../../shared/schemas/pipeline.ts'),
    screens: await import('../../shared/admin-screens.ts'),
    csv: await import('../../shared/pipeline-csv.ts'),
    lists: await import('./list-specs.ts'),
    configs: await import('../../client/features/admin-pipelines/pipeline-config.ts'),
    bulk: await import('../../shared/schemas/bulk.ts'),
    records: await import('../../shared/schemas/pipeline-records.ts'),
  };
});
afterAll(async () => {
  await m?.t.close();
  vi.doUnmock(CONTACTS);
  vi.doUnmock(INTERVIEWS);
  vi.resetModules();
});

describe('a state added to a pipeline descriptor', () => {
  it('is in the state machine: reached, left, not an end', () => {
    expect(m.process.statesOf('contacts')).toEqual(['NEW', 'IN_PROGRESS', 'WAITING', 'CLOSED']);
    expect(m.process.nextStates('contacts', 'IN_PROGRESS')).toContain('WAITING');
    expect(m.process.canMove('contacts', 'WAITING', 'CLOSED')).toBe(true);
    expect(m.process.canMove('contacts', 'NEW', 'WAITING')).toBe(false);
    expect(m.process.endedStates('contacts')).toEqual(['CLOSED']);
  });

  it('needs the fields its descriptor names in a change of state', () => {
    const missing = m.pipeline.processChange.safeParse({ process: 'WAITING' });
    expect(missing.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['comment', 'validation.required'],
    ]);
    expect(m.pipeline.processChange.safeParse({ process: 'WAITING', comment: 'Asked for their CV' }).success).toBe(
      true,
    );
  });

  it("is a value of the list's state filter on the server and of the screen's on the client", () => {
    expect(m.lists.LIST_SPECS.contacts.process?.states).toContain('WAITING');
    expect(m.configs.PIPELINE_CONFIGS.contacts.states).toContain('WAITING');
    expect(m.configs.PIPELINE_CONFIGS.contacts.editable.map((f) => f.key)).toContain('wroteOn');
    // Its field is in the PATCH body, server and client alike, checked as a date.
    expect(m.pipeline.PIPELINE_PATCHES.contacts.safeParse({ wroteOn: '2026-11-26' }).success).toBe(true);
    expect(m.pipeline.PIPELINE_PATCHES.contacts.safeParse({ wroteOn: 'yesterday' }).success).toBe(false);
    expect(m.configs.PIPELINE_CONFIGS.contacts.patch).toBe(m.pipeline.PIPELINE_PATCHES.contacts);
    expect(m.screens.PIPELINE_SCREENS.contacts).toBe('contactsAdmin');
    // And in the record the API answers (one schema: the server's answer, the client's type).
    expect(Object.keys(m.records.PIPELINE_RECORDS.contacts.shape)).toContain('wroteOn');
  });

  it('is a state of a bulk action\'s "all matching" (the list\'s own filter)', () => {
    const filter = m.bulk.bulkFilter.safeParse({ recordType: 'contacts', process: 'WAITING' });
    expect(filter.data).toEqual({ recordType: 'contacts', process: 'WAITING' });
  });

  it("brings its list's column and sort from the same edit: server sort, client column", () => {
    expect(Object.keys(m.lists.LIST_SPECS.contacts.sortable)).toContain('post');
    // The client's list draws the descriptor's columns, sortable where it may be sorted (pipeline-columns.tsx).
    const { list } = m.configs.PIPELINE_CONFIGS.contacts;
    expect(list.columns?.map((key) => [key, list.sorts.includes(key)])).toEqual([
      ['lastName', true],
      ['message', false],
      ['phone', false],
      ['process', true],
      ['creationDate', true],
      ['post', true],
    ]);
  });

  it('is in the CSV: its field a dated column, the state translated', () => {
    expect(m.csv.PIPELINE_CSV.contacts.keys.at(-1)).toBe('wroteOn');
    expect(m.csv.PIPELINE_CSV.contacts.dates).toContain('wroteOn');
    const columns = m.csv.pipelineCsvColumns('contacts', (k) => `<${k}>`, 'en');
    const state = columns.find((c) => c.header === '<admin.fields.process>')!;
    expect(state.value({ process: 'WAITING' })).toBe('<admin.states.WAITING>');
  });
});

describe('a state added to a pipeline descriptor, through the API', () => {
  const firstIn = async (resource: string, process: string) =>
    (await m.admin.get(`/api/${resource}?process=${process}&size=1`)).json<{ items: { id: number }[] }>().items[0]!.id;

  it('is a move the API allows (with what it needs), a history row, and a value of the list filter', async () => {
    const id = await firstIn('contacts', 'NEW');
    const move = (payload: object) => m.admin.send('PUT', `/api/contacts/${id}/process`, payload);
    expect((await move({ process: 'WAITING' })).statusCode).toBe(400);
    expect((await move({ process: 'IN_PROGRESS' })).statusCode).toBe(200);
    // Its field belongs to it: a PATCH gives it only while the record is WAITING.
    const early = await m.admin.send('PATCH', `/api/contacts/${id}`, { wroteOn: '2026-11-26' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: { fields: { wroteOn: 'validation.onlyInState' } } });
    const missing = await move({ process: 'WAITING' });
    expect(missing.json()).toMatchObject({ error: { fields: { comment: 'validation.required' } } });
    const waiting = await move({ process: 'WAITING', comment: 'Asked for their CV' });
    expect(waiting.json()).toMatchObject({ process: 'WAITING' });
    expect(waiting.json<{ history: { fromState: string; toState: string }[] }>().history.at(-1)).toMatchObject({
      fromState: 'IN_PROGRESS',
      toState: 'WAITING',
    });
    const listed = (await m.admin.get('/api/contacts?process=WAITING')).json<{ items: { id: number }[] }>();
    expect(listed.items.map((i) => i.id)).toContain(id);
    const csv = await m.admin.get('/api/contacts/export?process=WAITING&lang=en');
    expect(csv.statusCode).toBe(200);
    // The state's name in the CSV is its translation (`admin.states.WAITING`; the key itself until it has one).
    expect(csv.body).toContain('WAITING');
    // Sorted by the column the descriptor added (an unknown sort field is a 400).
    expect((await m.admin.get('/api/contacts?process=WAITING&sort=post:asc')).statusCode).toBe(200);
    // A bulk action on "all matching" WAITING takes it.
    const bulk = await m.admin.send('POST', '/api/bulk', {
      action: 'move',
      filter: { recordType: 'contacts', process: 'WAITING', q: 'zz-no-such-contact' },
      state: 'CLOSED',
    });
    expect(bulk.json()).toMatchObject({ moved: [], refused: [] });
    expect((await move({ process: 'CLOSED' })).statusCode).toBe(200);
  });

  it('sends the mail its descriptor names', async () => {
    const id = await firstIn('talent-interviews', 'CONFIRMED');
    const res = await m.admin.send('PUT', `/api/talent-interviews/${id}/process`, {
      process: 'POSTPONED',
      rescheduledBookedDate: '2099-03-04',
      rescheduledBookedTime: '10:30',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ process: 'POSTPONED', rescheduledBookedDate: '2099-03-04' });
    const { outboxMails } = m.schema;
    const mails = await m.t.app.db
      .select({ template: outboxMails.template })
      .from(outboxMails)
      .where(and(eq(outboxMails.recordType, 'talent-interviews'), eq(outboxMails.recordId, id)));
    expect(mails.map((x) => x.template)).toContain('interview-rescheduled');
  });
});
