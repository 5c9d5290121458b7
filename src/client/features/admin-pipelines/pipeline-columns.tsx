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

/** The columns of a pipeline list: who, what about, state, when. */
export function pipelineColumns(config: PipelineConfig, t: TFunction): DataTableColumn<PipelineRow>[] {
  const name: DataTableColumn<PipelineRow> = {
    accessor: 'lastName',
    title: t('admin.fields.name'),
    sortable: true,
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
  };
  const about: Record<PipelineConfig['resource'], DataTableColumn<PipelineRow>> = {
    'job-applications': {
      accessor: 'jobTitle',
      title: t('admin.fields.jobTitle'),
      sortable: true,
      render: (r) => (
        <>
          {r.duplicateOfId ? <DuplicateBadge /> : null}
          {r.knockedOut ? <KnockOutBadge /> : null}
          {asText(r.jobTitle)}
        </>
      ),
    },
    'spontaneous-applications': { accessor: 'post', title: t('admin.fields.post'), sortable: true },
    'talent-interviews': {
      accessor: 'client',
      title: t('admin.fields.client'),
      sortable: true,
      render: (r) => (
        <>
          <Badge size="xs" variant="outline" mr={6}>
            {t(`admin.interviewKinds.${asText(r.kind)}`)}
          </Badge>
          {asText(r.client) || asText(r.talentName)}
        </>
      ),
    },
    contacts: {
      accessor: 'message',
      title: t('admin.fields.message'),
      render: (r) => (
        <Text size="sm" lineClamp={2}>
          {r.fileId ? <IconPaperclip size={14} aria-label={t('admin.files.attachment')} /> : null} {asText(r.message)}
        </Text>
      ),
    },
  };
  return [
    name,
    { ...about[config.resource], visibleMediaQuery: SMALL_SCREEN_HIDDEN },
    ...(config.resource === 'talent-interviews'
      ? [
          {
            accessor: 'bookedDate',
            title: t('admin.fields.bookedDate'),
            sortable: true,
            visibleMediaQuery: SMALL_SCREEN_HIDDEN,
            render: (r: PipelineRow) => <CurrentSlot row={r} />,
          },
        ]
      : []),
    ...(config.shown.some((f) => f.key === 'phone')
      ? [
          {
            accessor: 'phone',
            title: t('admin.fields.phone'),
            noWrap: true,
            visibleMediaQuery: WIDE_SCREEN_ONLY,
            render: (r: PipelineRow) => asText(r.phone),
          },
        ]
      : []),
    {
      accessor: 'process',
      title: t('admin.fields.process'),
      sortable: true,
      noWrap: true,
      render: (r) => <StateBadge state={r.process} />,
    },
    {
      accessor: 'creationDate',
      title: t('admin.fields.creationDate'),
      sortable: true,
      noWrap: true,
      render: (r) => formatDate(r.creationDate),
    },
  ];
}
