import { describe, expect, it } from 'vitest';
import { PIPELINE_DESCRIPTORS } from '../../../shared/pipelines/index.ts';
import { pipelineExportQuery } from '../../../shared/schemas/list-query.ts';
import { pipelineExportParams } from './export-params.ts';

/** A list's query as the list page holds it (use-list-params.ts): common fields, paging, its filters. */
const listed = {
  q: 'dupont',
  process: 'NEW,IN_REVIEW',
  from: '2026-11-01',
  to: undefined,
  sort: 'lastName:asc',
  page: 2,
  after: '42',
  size: 20,
  tag: '3',
  rating: '4',
  knockedOut: 'true',
  source: 'linkedin',
};

describe("a pipeline's CSV export asks for what its list shows", () => {
  it('sends every filter of the job applications list, the knock-out mark and the source included, not the paging', () => {
    const params = pipelineExportParams('job-applications', listed, 'fr', 'comma');
    expect(Object.fromEntries(params)).toEqual({
      lang: 'fr',
      separator: 'comma',
      q: 'dupont',
      process: 'NEW,IN_REVIEW',
      from: '2026-11-01',
      sort: 'lastName:asc',
      tag: '3',
      rating: '4',
      knockedOut: 'true',
      source: 'linkedin',
    });
  });

  it.each(Object.entries(PIPELINE_DESCRIPTORS).filter(([, d]) => !d.ownList))(
    '%s: sends only the filters its list has, which its export query takes',
    (resource, d) => {
      const params = pipelineExportParams(resource as keyof typeof PIPELINE_DESCRIPTORS, listed, 'en', 'tab');
      const filters = ['tag', 'rating', 'knockedOut', 'source'].filter((f) => params.has(f));
      expect(filters).toEqual([...d.list.filters]);
      // The server's query of this export (shared/schemas/list-query.ts) accepts it as it is.
      expect(pipelineExportQuery(d.list.filters).safeParse(Object.fromEntries(params)).success).toBe(true);
    },
  );
});
