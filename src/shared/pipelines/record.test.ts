import { describe, expect, it } from 'vitest';
import { PIPELINE_RECORDS } from '../schemas/pipeline-records.ts';
import { editedFields, type PipelineDescriptor } from './descriptor.ts';
import { PIPELINE_DESCRIPTORS } from './index.ts';

/** Every field a descriptor names: shown, edited, needed or written by a move, listed, sorted, searched. */
function fieldsNamed(d: PipelineDescriptor): string[] {
  const byState = (m?: Partial<Record<string, readonly string[]>>) => Object.values(m ?? {}).flat() as string[];
  return [
    ...new Set([
      ...(d.view?.shown.map((f) => f.key) ?? []),
      ...editedFields(d).map((f) => f.key),
      ...byState(d.needs),
      ...byState(d.writes),
      ...(d.list.columns ?? []),
      ...d.list.sorts,
      ...d.list.search.flat(),
    ]),
  ];
}

describe("a pipeline's record (docs/decisions/0042)", () => {
  it.each(Object.entries(PIPELINE_DESCRIPTORS))('%s: is its descriptor’s, and holds every field it names', (p, d) => {
    expect(PIPELINE_RECORDS[p as keyof typeof PIPELINE_RECORDS]).toBe(d.record);
    const shape = Object.keys(d.record.shape);
    expect(fieldsNamed(d).filter((key) => !shape.includes(key))).toEqual([]);
    // What every record answers: its id, its state and when it came in, whether it is anonymised.
    expect(shape).toEqual(expect.arrayContaining(['id', 'process', 'creationDate', 'anonymisedAt']));
  });

  it('reads an anonymised record: no CV, neutral names, its date of anonymisation', () => {
    const contact = PIPELINE_RECORDS.contacts.parse({
      id: 1,
      personId: 2,
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      message: '',
      post: '',
      fileId: null,
      process: 'CLOSED',
      commentAdmin: '',
      creationDate: '2026-11-01T10:00:00.000Z',
      anonymisedAt: '2026-11-20T10:00:00.000Z',
    });
    expect(contact).toMatchObject({ fileId: null, anonymisedAt: '2026-11-20T10:00:00.000Z' });
    // A record that misses a field of its schema is no answer of the API.
    expect(PIPELINE_RECORDS.contacts.safeParse({ ...contact, commentAdmin: undefined }).success).toBe(false);
  });
});
