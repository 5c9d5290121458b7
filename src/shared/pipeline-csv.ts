import { csvDate, type CsvColumn } from './csv.ts';
import type { PipelineResource } from './schemas/pipeline.ts';

export type ExportedPipeline = Exclude<PipelineResource, 'profiles'>;

/**
 * The columns of a pipeline's CSV export: the id, the fields the record view shows, the state, the fields staff
 * edit (src/client/features/admin-pipelines/pipeline-config.ts; pipeline-csv.test.ts holds the two together).
 */
export const PIPELINE_CSV: Record<ExportedPipeline, { keys: readonly string[]; dates: readonly string[] }> = {
  'job-applications': {
    keys: [
      'id',
      'firstName',
      'lastName',
      'email',
      'phone',
      'jobTitle',
      'message',
      'lang',
      'creationDate',
      'process',
      'comment',
      'notes',
      'noGoComment',
    ],
    dates: ['creationDate'],
  },
  'spontaneous-applications': {
    keys: [
      'id',
      'salutation',
      'firstName',
      'lastName',
      'email',
      'phone',
      'post',
      'availability',
      'lang',
      'creationDate',
      'process',
      'comment',
      'notes',
      'noGoComment',
    ],
    dates: ['creationDate'],
  },
  'talent-interviews': {
    keys: [
      'id',
      'kind',
      'firstName',
      'lastName',
      'email',
      'phone',
      'client',
      'jobTitle',
      'bookedDate',
      'bookedTime',
      'clientMessage',
      'talentName',
      'contractType',
      'skills',
      'creationDate',
      'process',
      'comment',
      'intermediateClient',
      'rescheduledBookedDate',
      'rescheduledBookedTime',
      'feedbackConsultant',
      'feedbackClient',
      'interviewResume',
    ],
    dates: ['bookedDate', 'rescheduledBookedDate', 'creationDate'],
  },
  contacts: {
    keys: [
      'id',
      'firstName',
      'lastName',
      'email',
      'phone',
      'post',
      'message',
      'creationDate',
      'process',
      'commentAdmin',
    ],
    dates: ['creationDate'],
  },
};

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
