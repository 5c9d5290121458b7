import { Badge, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { AnonymisedBadge, recordName } from '../admin-shared/Anonymised.tsx';
import { asText, formatDate } from '../admin-shared/format.ts';
import { DuplicateBadge } from '../admin-shared/PersonLinks.tsx';
import { StateBadge } from '../admin-shared/StateBadge.tsx';
import { KnockOutBadge } from './ScreeningAnswers.tsx';
import type { PipelineConfig } from './pipeline-config.ts';

export type PipelineRow = Record<string, unknown> & {
  id: number;
  firstName: string;
  lastName: string;
  process: string;
  creationDate: string;
};

/** The slot an interview is planned for now: once rescheduled, the new one, marked as such. */
function CurrentSlot({ row }: { row: PipelineRow }) {
  const { t } = useTranslation();
  const moved = Boolean(row.rescheduledBookedDate);
  const date = moved ? row.rescheduledBookedDate : row.bookedDate;
  const time = moved ? row.rescheduledBookedTime : row.bookedTime;
  return (
    <>
      <Text size="sm">{`${formatDate(asText(date))} ${asText(time)}`.trim()}</Text>
      {moved ? (
        <Text size="xs" c="dimmed">
          {t('admin.states.RESCHEDULED')}
        </Text>
      ) : null}
    </>
  );
}

const SMALL_SCREEN_HIDDEN = (theme: { breakpoints: { sm: string } }) => `(min-width: ${theme.breakpoints.sm})`;
/** Wide screens (the back-office's full width, decision 0051) have room for more of each row. */
const WIDE_SCREEN_ONLY = (theme: { breakpoints: { lg: string } }) => `(min-width: ${theme.breakpoints.lg})`;

/** How each column a pipeline's descriptor may name is drawn (its `list.columns`), and where it is hidden. */
const COLUMNS: Record<string, (t: TFunction) => DataTableColumn<PipelineRow>> = {
  lastName: (t) => ({
    accessor: 'lastName',
    title: t('admin.fields.name'),
    render: (r) => (
      <>
        <Text size="sm" fw={500} fs={r.anonymisedAt ? 'italic' : undefined}>
          {recordName(t, r)}
        </Text>
        <AnonymisedBadge at={asText(r.anonymisedAt) || null} />
        <Text size="xs" c="dimmed">
          {asText(r.email)}
        </Text>
      </>
    ),
  }),
  jobTitle: (t) => ({
    accessor: 'jobTitle',
    title: t('admin.fields.jobTitle'),
    visibleMediaQuery: SMALL_SCREEN_HIDDEN,
    render: (r) => (
      <>
        {r.duplicateOfId ? <DuplicateBadge /> : null}
        {r.knockedOut ? <KnockOutBadge /> : null}
        {asText(r.jobTitle)}
      </>
    ),
  }),
  client: (t) => ({
    accessor: 'client',
    title: t('admin.fields.client'),
    visibleMediaQuery: SMALL_SCREEN_HIDDEN,
    render: (r) => (
      <>
        <Badge size="xs" variant="outline" mr={6}>
          {t(`admin.interviewKinds.${asText(r.kind)}`)}
        </Badge>
        {asText(r.client) || asText(r.talentName)}
      </>
    ),
  }),
  message: (t) => ({
    accessor: 'message',
    title: t('admin.fields.message'),
    visibleMediaQuery: SMALL_SCREEN_HIDDEN,
    render: (r) => (
      <Text size="sm" lineClamp={2}>
        {r.fileId ? <IconPaperclip size={14} aria-label={t('admin.files.attachment')} /> : null} {asText(r.message)}
      </Text>
    ),
  }),
  bookedDate: (t) => ({
    accessor: 'bookedDate',
    title: t('admin.fields.bookedDate'),
    visibleMediaQuery: SMALL_SCREEN_HIDDEN,
    render: (r) => <CurrentSlot row={r} />,
  }),
  phone: (t) => ({
    accessor: 'phone',
    title: t('admin.fields.phone'),
    noWrap: true,
    visibleMediaQuery: WIDE_SCREEN_ONLY,
    render: (r) => asText(r.phone),
  }),
  process: (t) => ({
    accessor: 'process',
    title: t('admin.fields.process'),
    noWrap: true,
    render: (r) => <StateBadge state={r.process} />,
  }),
  creationDate: (t) => ({
    accessor: 'creationDate',
    title: t('admin.fields.creationDate'),
    noWrap: true,
    render: (r) => formatDate(r.creationDate),
  }),
};

/** Any other field a descriptor names: its text, hidden on small screens. */
const plainColumn = (key: string, t: TFunction): DataTableColumn<PipelineRow> => ({
  accessor: key,
  title: t(`admin.fields.${key}`),
  visibleMediaQuery: SMALL_SCREEN_HIDDEN,
  render: (r) => asText(r[key]),
});

/**
 * The columns of a pipeline list, in its descriptor's order (`list.columns`: who, what about, state, when),
 * sortable where the descriptor lets the list be sorted by them (`list.sorts`).
 */
export function pipelineColumns(config: PipelineConfig, t: TFunction): DataTableColumn<PipelineRow>[] {
  return (config.list.columns ?? []).map((key) => {
    const column = COLUMNS[key]?.(t) ?? plainColumn(key, t);
    return config.list.sorts.includes(key) ? { ...column, sortable: true } : column;
  });
}
