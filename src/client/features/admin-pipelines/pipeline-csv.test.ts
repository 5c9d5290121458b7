import { describe, expect, it } from 'vitest';
import { PIPELINE_CSV } from '../../../shared/pipeline-csv.ts';
import { PIPELINE_CONFIGS } from './pipeline-config.ts';

describe('the CSV export of a pipeline (made by the server)', () => {
  it.each(Object.values(PIPELINE_CONFIGS))('$resource: the id, the fields shown, the state, the fields edited', (c) => {
    const keys = ['id', ...c.shown.map((f) => f.key), 'process', ...c.editable.map((f) => f.key)];
    const dates = [...c.shown, ...c.editable].filter((f) => f.kind === 'date' || f.kind === 'datetime');
    expect(PIPELINE_CSV[c.resource].keys).toEqual([...new Set(keys)]);
    expect([...PIPELINE_CSV[c.resource].dates].sort()).toEqual([...new Set(dates.map((f) => f.key))].sort());
  });
});
