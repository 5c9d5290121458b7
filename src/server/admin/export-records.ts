import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Language } from '../../shared/constants.ts';
import { csvHeader, csvLine, type CsvSeparator } from '../../shared/csv.ts';
import type { ListQuery } from '../../shared/schemas/list-query.ts';
import { pipelineCsvColumns, type ExportedPipeline } from '../../shared/pipeline-csv.ts';
import { translate } from '../catalogs.ts';
import type { Database } from '../db/client.ts';
import { checkListQuery, listRecords, type ListSpec } from './list-records.ts';
import { LIST_SPECS } from './list-specs.ts';
import { plain } from './to-api.ts';

/** Rows read at a time: a batch is all the export holds in memory, whatever the number of rows. */
export const EXPORT_BATCH = 500;

/** `admin.fields.email` in the catalog of `lang`; the key itself where a text is missing. */
const translator = (lang: Language) => (key: string) => translate(lang, key);

/**
 * A pipeline's records as CSV, every one the list's search and filters select, in its order: the header line, then
 * the rows batch by batch, each batch read after the last one's cursor (an index seek, however deep). A caller
 * streams the lines as they come, so memory stays that of one batch. The query is checked here, before the first
 * line exists: a bad state or sort is a 400 with its field, never a 200 cut after its header (issue 26, item 10).
 */
export function exportRecords(
  db: Database,
  resource: ExportedPipeline,
  query: ListQuery,
  /** `scope`: the user's charge (src/server/policies/), one more filter of every batch. */
  options: { lang: Language; separator: CsvSeparator; scope?: SQL[] },
): AsyncGenerator<string> {
  const spec = LIST_SPECS[resource] as unknown as ListSpec<PgTable>;
  checkListQuery(spec, query);
  return csvLines(db, spec, resource, query, options);
}

async function* csvLines(
  db: Database,
  spec: ListSpec<PgTable>,
  resource: ExportedPipeline,
  query: ListQuery,
  { lang, separator, scope = [] }: { lang: Language; separator: CsvSeparator; scope?: SQL[] },
): AsyncGenerator<string> {
  const columns = pipelineCsvColumns<Record<string, unknown>>(resource, translator(lang), lang);
  yield csvHeader(columns, separator);
  let after: string | undefined;
  do {
    const page = await listRecords(db, spec, { ...query, page: 1, size: EXPORT_BATCH, after }, scope, {
      count: false,
    });
    let text = '';
    for (const row of page.items) {
      const record = plain(row as Record<string, unknown>);
      text += csvLine(
        columns.map((c) => c.value(record)),
        separator,
      );
    }
    if (text) yield text;
    after = page.next ?? undefined;
  } while (after);
}
