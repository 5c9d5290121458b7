import { ActionIcon, Grid, Group, Paper, Stack, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import type { Service } from '../../../shared/schemas/service.ts';
import { api } from '../../lib/api.ts';
import { useAdminList, useAdminRecord } from '../admin-shared/admin-api.ts';
import { AdminTable } from '../admin-shared/AdminTable.tsx';
import { confirmDelete } from '../admin-shared/feedback.tsx';
import { ListToolbar } from '../admin-shared/ListToolbar.tsx';
import { useListParams } from '../admin-shared/use-list-params.ts';
import { ServiceForm, serviceDefaults, type ServiceValues } from './ServiceForm.tsx';

const FILTERS = ['edit'] as const;

/** newService: the services, and the form that adds one or edits the one chosen (`?edit=id`). */
export default function ServicesAdminPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { state, change, query } = useListParams('displayOrder:asc', FILTERS);
  const { edit, ...listQuery } = query;
  const list = useAdminList<Service>('/api/services', listQuery);
  const editId = Number(edit) || null;
  const editing = useAdminRecord<Service>(editId ? `/api/services/${editId}` : null);
  const setEdit = (id: number | null) => change({ filters: { edit: id ? String(id) : null }, page: state.page });

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['/api/services'] });
  const save = async (values: ServiceValues) => {
    if (editId) await api('/api/updateService', { method: 'PUT', body: { ...values, id: editId } });
    else await api('/api/services', { method: 'POST', body: values });
    await refresh();
    if (editId) setEdit(null);
  };

  const columns: DataTableColumn<Service>[] = [
    { accessor: 'displayOrder', title: '#', sortable: true, width: 72 },
    {
      accessor: 'title',
      title: t('admin.fields.title'),
      sortable: true,
      render: (s) => (
        <>
          <Text size="sm" fw={500}>
            {s.title}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {s.description}
          </Text>
        </>
      ),
    },
    {
      accessor: 'actions',
      title: <VisuallyHidden>{t('admin.common.actions')}</VisuallyHidden>,
      textAlign: 'right',
      render: (s) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label={t('admin.common.edit')}>
            <ActionIcon
              variant="subtle"
              onClick={() => setEdit(s.id)}
              aria-label={`${t('admin.common.edit')} ${s.title}`}
            >
              <IconEdit size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('admin.common.delete')}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`${t('admin.common.delete')} ${s.title}`}
              onClick={() =>
                confirmDelete(t, s.title, async () => {
                  await api(`/api/service/${s.id}`, { method: 'DELETE' });
                  if (editId === s.id) setEdit(null);
                  await refresh();
                })
              }
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Title order={1}>{t('admin.menu.newService')}</Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <ListToolbar state={state} change={change} />
          <AdminTable data={list.data} fetching={list.isFetching} columns={columns} state={state} change={change} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h4" mb="sm">
              {editId
                ? t('admin.services.editTitle', { title: editing.data?.title ?? '' })
                : t('admin.services.newTitle')}
            </Title>
            {editId && !editing.data ? null : (
              <ServiceForm
                key={editId ?? 'new'}
                defaults={serviceDefaults(editing.data)}
                onSave={save}
                onCancel={editId ? () => setEdit(null) : undefined}
              />
            )}
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
