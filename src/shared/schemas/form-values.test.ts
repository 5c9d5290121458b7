import { describe, expect, it } from 'vitest';
import { formValues } from './form-values.ts';
import { jobInput } from './job.ts';

describe('formValues', () => {
  it('gives a blank job every field of the schema, with its default', () => {
    const blank = formValues(jobInput);
    expect(Object.keys(blank).sort()).toEqual(Object.keys(jobInput.shape).sort());
    expect(blank).toMatchObject({ title: '', region: '', manager: null, displayJob: true, urgentStatus: false });
  });

  it("takes a record's own values and leaves out what the form does not edit", () => {
    const values = formValues(jobInput, { id: 7, open: true, title: 'Dev', manager: 3, startDate: null });
    expect(values).toMatchObject({ title: 'Dev', manager: 3, startDate: null, displayJob: true });
    expect(values).not.toHaveProperty('id');
    expect(values).not.toHaveProperty('open');
    expect(jobInput.safeParse(values).success).toBe(true);
  });
});
