import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as ContactsModule from '../../shared/pipelines/contacts.ts';
import type * as Process from '../../shared/schemas/process.ts';
import type * as PipelineSchemas from '../../shared/schemas/pipeline.ts';
import type * as Screens from '../../shared/admin-screens.ts';
import type * as Csv from '../../shared/pipeline-csv.ts';
import type * as Lists from './list-specs.ts';
import type * as Configs from '../../client/features/admin-pipelines/pipeline-config.ts';

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
      view: {
        shown: view.shown,
        edited: [...view.edited, { key: 'wroteOn', kind: 'date', inState: 'WAITING' }],
      },
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
};
beforeAll(async () => {
  vi.resetModules();
  vi.doMock(CONTACTS, withWaiting);
  m = {
    process: await import('../../shared/schemas/process.ts'),
    pipeline: await import('../../shared/schemas/pipeline.ts'),
    screens: await import('../../shared/admin-screens.ts'),
    csv: await import('../../shared/pipeline-csv.ts'),
    lists: await import('./list-specs.ts'),
    configs: await import('../../client/features/admin-pipelines/pipeline-config.ts'),
  };
});
afterAll(() => {
  vi.doUnmock(CONTACTS);
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
    expect(m.screens.PIPELINE_SCREENS.contacts).toBe('contactsAdmin');
  });

  it('is in the CSV: its field a dated column, the state translated', () => {
    expect(m.csv.PIPELINE_CSV.contacts.keys.at(-1)).toBe('wroteOn');
    expect(m.csv.PIPELINE_CSV.contacts.dates).toContain('wroteOn');
    const columns = m.csv.pipelineCsvColumns('contacts', (k) => `<${k}>`, 'en');
    const state = columns.find((c) => c.header === '<admin.fields.process>')!;
    expect(state.value({ process: 'WAITING' })).toBe('<admin.states.WAITING>');
  });
});
