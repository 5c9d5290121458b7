import { ActionIcon, Badge, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import type { JobAlertAdminItem } from '../../../shared/schemas/job-alert.ts';
import { ApiError } from '../../lib/api.ts';
import { AdminOnlyNotice } from '../admin-shared/AdminOnlyNotice.tsx';
import { AdminTable } from '../admin-shared/AdminTable.tsx';
import { confirmDelete } from '../admin-shared/feedback.tsx';
import { formatDate } from '../admin-shared/format.ts';
import { ListToolbar } from '../admin-shared/ListToolbar.tsx';
import { useListParams } from '../admin-shared/use-list-params.ts';
import { jobAlertsQuery, useRemoveJobAlert } from './api.ts';

/** The search of an alert in a line: its fields as "field: value", or "all jobs". */
function searchText(query: Record<string, unknown>, all: string): string {
  const parts = Object.entries(query).map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`);
  return parts.length ? parts.join(', ') : all;
}

/**
 * The job alerts of the public site (ADMIN only, issue 44 item 15): address, search, frequency, last sent and the
 * failures of its search (an alert whose search failed three runs in a row is no longer run); removing one asks first.
 */
export default function JobAlertsPage() {
  const { t } = useTranslation();
  const { state, change, query } = useListParams('id:desc');
  const { sort: _sort, ...alertQuery } = query;
  const list = useQuery(jobAlertsQuery(alertQuery));
  const remove = useRemoveJobAlert();
  if (list.error instanceof ApiError && list.error.status === 403) return <AdminOnlyNotice />;

  const columns: DataTableColumn<JobAlertAdminItem>[] = [
    { accessor: 'email', title: t('admin.jobAlerts.email') },
    {
      accessor: 'query',
      title: t('admin.jobAlerts.search'),
      render: (a) => <Text size="sm">{searchText(a.query, t('admin.jobAlerts.allJobs'))}</Text>,
    },
    {
      accessor: 'frequency',
      title: t('admin.jobAlerts.frequency'),
      render: (a) => t(`admin.jobAlerts.frequencies.${a.frequency}`),
    },
    {
      accessor: 'confirmedAt',
      title: t('admin.jobAlerts.confirmed'),
      noWrap: true,
      visibleMediaQuery: (th) => `(min-width: ${th.breakpoints.md})`,
      render: (a) => (a.confirmedAt ? formatDate(a.confirmedAt, true) : t('admin.jobAlerts.unconfirmed')),
    },
    {
      accessor: 'lastSentAt',
      title: t('admin.jobAlerts.lastSent'),
      noWrap: true,
      render: (a) => (a.lastSentAt ? formatDate(a.lastSentAt, true) : t('admin.jobAlerts.never')),
    },
    {
      accessor: 'failures',
      title: t('admin.jobAlerts.failures'),
      render: (a) =>
        a.failures > 0 ? (
          <Tooltip label={a.lastError ?? ''} multiline w={320} disabled={!a.lastError}>
            <Badge color="red" variant="light">
              {a.failures}
            </Badge>
          </Tooltip>
        ) : (
          '0'
        ),
    },
    {
      accessor: 'actions',
      title: '',
      textAlign: 'right',
      render: (a) => (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('admin.jobAlerts.remove', { email: a.email })}
          onClick={() => confirmDelete(t, a.email, () => remove.mutateAsync(a.id))}
        >
          <IconTrash size={16} />
        </ActionIcon>
      ),
    },
  ];
  return (
    <Stack gap="md">
      <Title order={1}>{t('admin.menu.jobAlerts')}</Title>
      <ListToolbar state={state} change={change} />
      <AdminTable
        data={list.data}
        fetching={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        columns={columns}
        state={state}
        change={change}
      />
    </Stack>
  );
}
