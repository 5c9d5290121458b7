import { Badge, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { AnonymisedBadge, recordName } from '../admin-shared/Anonymised.tsx';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CANDIDATE_STATES } from '../../../shared/schemas/process.ts';
import type { ProfileRecord } from '../../../shared/schemas/pipeline-records.ts';
import { AdminTable } from '../admin-shared/AdminTable.tsx';
import { confirmDelete } from '../admin-shared/feedback.tsx';
import { formatDate } from '../admin-shared/format.ts';
import { ListToolbar } from '../admin-shared/ListToolbar.tsx';
import { StateBadge } from '../admin-shared/StateBadge.tsx';
import { actionsColumn, RowActions } from '../admin-shared/RowActions.tsx';
import { useListParams } from '../admin-shared/use-list-params.ts';
import { useManagers } from '../admin-shared/use-managers.ts';
import { adminPath } from '../../../shared/admin-screens.ts';
import { profilesQuery, useDeleteProfile } from './api.ts';

const FILTERS = ['display'] as const;
const wide = (bp: 'md' | 'lg') => (th: { breakpoints: Record<string, string> }) => `(min-width: ${th.breakpoints[bp]})`;

/** crudProfile: consultants and candidates, by state and publication; edit and delete. */
export default function ProfilesAdminPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const deleteProfile = useDeleteProfile();
  const { state, change, query } = useListParams('profileOrder:asc', FILTERS);
  const list = useQuery(profilesQuery(query));
  const { nameOf } = useManagers();
  const name = (p: ProfileRecord) => recordName(t, p);

  const columns: DataTableColumn<ProfileRecord>[] = [
    { accessor: 'profileOrder', title: '#', sortable: true, width: 72 },
    {
      accessor: 'lastName',
      title: t('admin.fields.name'),
      sortable: true,
      render: (p) => (
        <>
          <Text size="sm" fw={500} fs={p.anonymisedAt ? 'italic' : undefined}>
            {name(p)}
          </Text>
          <AnonymisedBadge at={p.anonymisedAt} />
          <Text size="xs" c="dimmed">
            {p.profileTitle}
          </Text>
        </>
      ),
    },
    {
      accessor: 'process',
      title: t('admin.fields.process'),
      sortable: true,
      noWrap: true,
      render: (p) => <StateBadge state={p.process} />,
    },
    {
      accessor: 'display',
      title: t('admin.fields.display'),
      render: (p) => (
        <Badge variant="light" color={p.display ? 'green' : 'gray'}>
          {t(p.display ? 'admin.profiles.published' : 'admin.profiles.unpublished')}
        </Badge>
      ),
    },
    {
      accessor: 'managerId',
      title: t('admin.fields.managerId'),
      render: (p) => nameOf(p.managerId),
      visibleMediaQuery: wide('lg'),
    },
    {
      accessor: 'creationDate',
      title: t('admin.fields.creationDate'),
      sortable: true,
      render: (p) => formatDate(p.creationDate),
      visibleMediaQuery: wide('md'),
    },
    actionsColumn<ProfileRecord>(t, (p) => (
      <RowActions
        name={name(p)}
        editTo={adminPath('crudProfile', p.id)}
        onDelete={() => confirmDelete(t, name(p), () => deleteProfile.mutateAsync(p.id))}
      />
    )),
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('admin.menu.crudProfile')}</Title>
        <Button component={Link} to="/newProfile" leftSection={<IconPlus size={16} aria-hidden />}>
          {t('admin.menu.newProfile')}
        </Button>
      </Group>
      <ListToolbar state={state} change={change} states={CANDIDATE_STATES} withDates>
        <Select
          label={t('admin.fields.display')}
          data={[
            { value: 'true', label: t('admin.profiles.published') },
            { value: 'false', label: t('admin.profiles.unpublished') },
          ]}
          value={state.filters.display ?? null}
          onChange={(v) => change({ filters: { display: v } })}
          clearable
          placeholder={t('admin.list.all')}
          w={{ base: '100%', xs: 170 }}
        />
      </ListToolbar>
      <AdminTable
        data={list.data}
        fetching={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        columns={columns}
        state={state}
        change={change}
        onRowClick={(p) => void navigate(adminPath('crudProfile', p.id))}
      />
    </Stack>
  );
}
