import { ActionIcon, Badge, Button, Group, Select, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconLayoutKanban, IconPlus } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Job } from '../../../shared/schemas/job.ts';
import { AdminTable } from '../admin-shared/AdminTable.tsx';
import { confirmDelete } from '../admin-shared/feedback.tsx';
import { formatDate } from '../admin-shared/format.ts';
import { ListToolbar } from '../admin-shared/ListToolbar.tsx';
import { useOptions } from '../../components/options.ts';
import { actionsColumn, RowActions } from '../admin-shared/RowActions.tsx';
import { useListParams } from '../admin-shared/use-list-params.ts';
import { useManagers } from '../admin-shared/use-managers.ts';
import { adminPath } from '../../../shared/admin-screens.ts';
import { jobsQuery, useDeleteJob, type JobListItem } from './api.ts';
import { CANDIDATE_STATES } from '../../../shared/pipelines/candidate.ts';

const FILTERS = ['displayJob', 'urgentStatus', 'manager'] as const;

/** crudJob: every job, with search, filters and pages; edit and delete. */
export default function JobsAdminPage() {
  const { t } = useTranslation();
  const { label: codeLabel } = useOptions();
  const navigate = useNavigate();
  const deleteJob = useDeleteJob();
  const { state, change, query } = useListParams('creationDate:desc', FILTERS);
  const list = useQuery(jobsQuery(query));
  const { options: managerOptions, nameOf } = useManagers();

  const remove = (job: Job) => confirmDelete(t, job.title, () => deleteJob.mutateAsync(job.id));

  const yesNo = [
    { value: 'true', label: t('common.yes') },
    { value: 'false', label: t('common.no') },
  ];
  const filter = (name: (typeof FILTERS)[number], label: string, data: { value: string; label: string }[]) => (
    <Select
      label={label}
      data={data}
      value={state.filters[name] ?? null}
      onChange={(v) => change({ filters: { [name]: v } })}
      clearable
      placeholder={t('admin.list.all')}
      w={{ base: '100%', xs: 170 }}
    />
  );

  const columns: DataTableColumn<JobListItem>[] = [
    {
      accessor: 'jobRef',
      title: t('admin.fields.jobRef'),
      sortable: true,
      noWrap: true,
      visibleMediaQuery: (th) => `(min-width: ${th.breakpoints.sm})`,
    },
    {
      accessor: 'title',
      title: t('admin.fields.title'),
      sortable: true,
      render: (j) => (
        <Group gap={6}>
          <Text size="sm" fw={500}>
            {j.title}
          </Text>
          {j.urgentStatus ? (
            <Badge color="red" size="xs">
              {t('admin.fields.urgentStatus')}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    {
      accessor: 'region',
      title: t('admin.fields.region'),
      sortable: true,
      render: (j) => (j.region ? codeLabel('province', j.region) : ''),
      visibleMediaQuery: (th) => `(min-width: ${th.breakpoints.md})`,
    },
    {
      accessor: 'type',
      title: t('admin.fields.type'),
      sortable: true,
      render: (j) => codeLabel('type', j.type),
      visibleMediaQuery: (th) => `(min-width: ${th.breakpoints.lg})`,
    },
    {
      accessor: 'manager',
      title: t('admin.fields.manager'),
      render: (j) => nameOf(j.manager),
      visibleMediaQuery: (th) => `(min-width: ${th.breakpoints.lg})`,
    },
    {
      accessor: 'open',
      title: t('admin.jobs.status'),
      noWrap: true,
      render: (j) => (
        <Badge color={j.open ? 'green' : 'gray'} variant="light">
          {t(j.open ? 'admin.jobs.open' : j.displayJob ? 'admin.jobs.closed' : 'admin.jobs.hidden')}
        </Badge>
      ),
    },
    {
      accessor: 'endApplicationDate',
      title: t('admin.fields.endApplicationDate'),
      sortable: true,
      noWrap: true,
      render: (j) => formatDate(j.endApplicationDate),
      visibleMediaQuery: (th) => `(min-width: ${th.breakpoints.sm})`,
    },
    {
      // Its applications per state (issue 28 item 1), and the way to its board.
      accessor: 'stateCounts',
      title: t('board.countsLabel'),
      render: (j) => (
        <Group gap={4} wrap="nowrap" onClick={(e) => e.stopPropagation()}>
          <Tooltip label={t('board.open')}>
            <ActionIcon
              component={Link}
              to={`${adminPath('crudJob', j.id)}/board`}
              variant="subtle"
              size="sm"
              aria-label={`${t('board.open')}: ${j.title}`}
            >
              <IconLayoutKanban size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          {CANDIDATE_STATES.filter((s) => j.stateCounts?.[s]).map((s) => (
            <Tooltip key={s} label={t(`admin.states.${s}`)}>
              <Badge size="sm" variant="light" aria-label={`${t(`admin.states.${s}`)}: ${j.stateCounts?.[s]}`}>
                {j.stateCounts?.[s]}
              </Badge>
            </Tooltip>
          ))}
        </Group>
      ),
    },
    actionsColumn<JobListItem>(t, (j) => (
      <RowActions name={j.title} editTo={adminPath('crudJob', j.id)} onDelete={() => remove(j)} />
    )),
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('admin.menu.crudJob')}</Title>
        <Button component={Link} to="/newJob" leftSection={<IconPlus size={16} aria-hidden />}>
          {t('admin.menu.newJob')}
        </Button>
      </Group>
      <ListToolbar state={state} change={change} withDates>
        {filter('displayJob', t('admin.fields.displayJob'), yesNo)}
        {filter('urgentStatus', t('admin.fields.urgentStatus'), yesNo)}
        {filter('manager', t('admin.fields.manager'), managerOptions)}
      </ListToolbar>
      <AdminTable
        data={list.data}
        fetching={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        columns={columns}
        state={state}
        change={change}
        onRowClick={(j) => void navigate(adminPath('crudJob', j.id))}
      />
    </Stack>
  );
}
