import { describe, expect, it, vi } from 'vitest';
import { PIPELINE_CONFIGS } from '../../client/features/admin-pipelines/pipeline-config.ts';
import { PIPELINE_SCREENS } from '../../shared/admin-screens.ts';
import { PIPELINE_CSV, pipelineCsvColumns } from '../../shared/pipeline-csv.ts';
import { processChange } from '../../shared/schemas/pipeline.ts';
import { canMove, endedStates, nextStates, statesOf } from '../../shared/schemas/process.ts';
import type * as ContactsModule from '../../shared/pipelines/contacts.ts';
import { LIST_SPECS } from './list-specs.ts';

/**
 * docs/decisions/0042: adding a state to a pipeline is one edit of its descriptor (plus `admin.states.{STATE}` in
 * the catalogs). Here the contacts' descriptor alone gains WAITING (a contact waits for the sender's answer, with
 * the date staff wrote to them); nothing else is edited, and every consumer knows the new state.
 */
vi.mock('../../shared/pipelines/contacts.ts', async (original) => {
  const { contacts, ...rest } = await original<typeof ContactsModule>();
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
      view: {
        shown: view.shown,
        edited: [...view.edited, { key: 'wroteOn', kind: 'date', inState: 'WAITING' }],
      },
    },
  };
});

describe('a state added to a pipeline descriptor', () => {
  it('is in the state machine: reached, left, not an end', () => {
    expect(statesOf('contacts')).toEqual(['NEW', 'IN_PROGRESS', 'WAITING', 'CLOSED']);
    expect(nextStates('contacts', 'IN_PROGRESS')).toContain('WAITING');
    expect(canMove('contacts', 'WAITING', 'CLOSED')).toBe(true);
    expect(canMove('contacts', 'NEW', 'WAITING')).toBe(false);
    expect(endedStates('contacts')).toEqual(['CLOSED']);
    expect(processChange.safeParse({ process: 'WAITING' }).success).toBe(true);
  });

  it("is a value of the list's state filter on the server and of the screen's on the client", () => {
    expect(LIST_SPECS.contacts.process?.states).toContain('WAITING');
    expect(PIPELINE_CONFIGS.contacts.states).toContain('WAITING');
    expect(PIPELINE_CONFIGS.contacts.editable.map((f) => f.key)).toContain('wroteOn');
    expect(PIPELINE_SCREENS.contacts).toBe('contactsAdmin');
  });

  it('is in the CSV: its field a dated column, the state translated', () => {
    expect(PIPELINE_CSV.contacts.keys.at(-1)).toBe('wroteOn');
    expect(PIPELINE_CSV.contacts.dates).toContain('wroteOn');
    const columns = pipelineCsvColumns('contacts', (k) => `<${k}>`, 'en');
    const state = columns.find((c) => c.header === '<admin.fields.process>')!;
    expect(state.value({ process: 'WAITING' })).toBe('<admin.states.WAITING>');
  });
});
