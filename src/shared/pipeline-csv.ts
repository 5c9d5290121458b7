import { csvDate, type CsvColumn } from './csv.ts';
import { csvOf, type CsvSpec } from './pipelines/descriptor.ts';
import { PIPELINE_DESCRIPTORS } from './pipelines/index.ts';
import type { PipelineResource } from './schemas/pipeline.ts';

export type ExportedPipeline = Exclude<PipelineResource, 'profiles'>;

/**
 * The columns of a pipeline's CSV export, read from its descriptor (src/shared/pipelines/, docs/decisions/0042):
 * the id, the fields the record view shows, the state, the fields staff edit (`csvOf`).
 */
export const PIPELINE_CSV = Object.fromEntries(
  Object.entries(PIPELINE_DESCRIPTORS).flatMap(([resource, d]) => {
    const csv = csvOf(d);
    return csv ? [[resource, csv]] : [];
  }),
) as Record<ExportedPipeline, CsvSpec>;

/**
 * The columns of a pipeline's CSV in `lang`: headers and states translated by `t`, dates as the firm reads them; an
 * anonymised record says so in its first name's column, in `lang` (docs/decisions/0034).
 */
export function pipelineCsvColumns<T extends Record<string, unknown>>(
  resource: ExportedPipeline,
  t: (key: string) => string,
  lang: string,
): CsvColumn<T>[] {
  const { keys, dates } = PIPELINE_CSV[resource];
  return keys.map((key) => ({
    header: t(`admin.fields.${key}`),
    value: (r) =>
      key === 'process'
        ? t(`admin.states.${String(r.process)}`)
        : key === 'firstName' && r.anonymisedAt
          ? t('admin.anonymised.label')
          : dates.includes(key)
            ? csvDate(r[key], lang)
            : r[key],
  }));
}
