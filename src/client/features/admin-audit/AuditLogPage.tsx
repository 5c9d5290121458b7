import { Code, Stack, Title } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '../../../shared/schemas/audit.ts';
import { ApiError } from '../../lib/api.ts';
import { AdminOnlyNotice } from '../admin-shared/AdminOnlyNotice.tsx';
import { AdminTable } from '../admin-shared/AdminTable.tsx';
import { formatDate } from '../admin-shared/format.ts';
import { ListToolbar } from '../admin-shared/ListToolbar.tsx';
import { useListParams } from '../admin-shared/use-list-params.ts';
import { auditLogQuery } from './api.ts';

/** The audit log (ADMIN only): logins, logouts, password changes and every admin change, newest first. */
export default function AuditLogPage() {
  const { t } = useTranslation();
  const { state, change, query } = useListParams('at:desc');
  const { sort: _sort, ...logQuery } = query;
  const list = useQuery(auditLogQuery(logQuery));
  if (list.error instanceof ApiError && list.error.status === 403) return <AdminOnlyNotice />;

  const columns: DataTableColumn<AuditEntry>[] = [
    { accessor: 'at', title: t('admin.audit.at'), noWrap: true, render: (e) => formatDate(e.at, true) },
    { accessor: 'userName', title: t('admin.fields.userName') },
    { accessor: 'action', title: t('admin.audit.action'), render: (e) => <Code>{e.action}</Code> },
    {
      accessor: 'detail',
      title: t('admin.audit.detail'),
      visibleMediaQuery: (th) => `(min-width: ${th.breakpoints.md})`,
      render: (e) => (Object.keys(e.detail).length ? <Code>{JSON.stringify(e.detail)}</Code> : null),
    },
    { accessor: 'ip', title: t('admin.audit.ip'), visibleMediaQuery: (th) => `(min-width: ${th.breakpoints.lg})` },
  ];
  return (
    <Stack gap="md">
      <Title order={1}>{t('admin.menu.auditLog')}</Title>
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
