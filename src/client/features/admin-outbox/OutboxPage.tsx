import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxMail } from '../../../shared/schemas/outbox.ts';
import { ApiError } from '../../lib/api.ts';
import { AdminOnlyNotice } from '../admin-shared/AdminOnlyNotice.tsx';
import { AdminTable } from '../admin-shared/AdminTable.tsx';
import { formatDate } from '../admin-shared/format.ts';
import { ListToolbar } from '../admin-shared/ListToolbar.tsx';
import { useListParams } from '../admin-shared/use-list-params.ts';
import { MailStateBadge } from '../admin-shared/MailStateBadge.tsx';
import { MailViewer } from '../admin-shared/MailViewer.tsx';
import { outboxQuery } from '../admin-shared/mail-api.ts';

/** The outbox (ADMIN only): every mail, newest first, with its state; a click shows it, a failed one can go again. */
export default function OutboxPage() {
  const { t } = useTranslation();
  const { state, change, query } = useListParams('creationDate:desc');
  const { sort: _sort, process: _process, ...listQuery } = query;
  const list = useQuery(outboxQuery(listQuery));
  const [shown, setShown] = useState<number | null>(null);
  if (list.error instanceof ApiError && list.error.status === 403) return <AdminOnlyNotice />;
  const kept = list.data?.items.some((m) => m.state === 'kept');
  const columns: DataTableColumn<OutboxMail>[] = [
    {
      accessor: 'creationDate',
      title: t('outbox.date'),
      noWrap: true,
      render: (m) => formatDate(m.creationDate, true),
    },
    { accessor: 'recipient', title: t('outbox.recipient') },
    {
      accessor: 'subject',
      title: t('outbox.subject'),
      // Wide enough to read, two lines at most: the whole subject on hover and in the mail it opens.
      cellsStyle: () => ({ minWidth: '14rem' }),
      render: (m) => (
        <Anchor
          component="button"
          type="button"
          ta="left"
          lineClamp={2}
          title={m.subject}
          onClick={() => setShown(m.id)}
        >
          {m.subject}
        </Anchor>
      ),
    },
    { accessor: 'lang', title: t('outbox.language') },
    { accessor: 'state', title: t('outbox.state'), noWrap: true, render: (m) => <MailStateBadge state={m.state} /> },
    { accessor: 'tries', title: t('outbox.tries') },
    {
      accessor: 'lastError',
      title: t('outbox.lastError'),
      visibleMediaQuery: (th) => `(min-width: ${th.breakpoints.md})`,
      render: (m) => (m.lastError ? <Text size="xs">{m.lastError}</Text> : null),
    },
  ];
  return (
    <Stack gap="md">
      <Title order={1}>{t('outbox.title')}</Title>
      <Text size="sm">{t('outbox.intro')}</Text>
      {kept ? <Alert color="gray">{t('outbox.kept')}</Alert> : null}
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
      <MailViewer id={shown} onClose={() => setShown(null)} />
    </Stack>
  );
}
