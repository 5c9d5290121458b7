import { Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import type { Service } from '../../../shared/schemas/service.ts';
import { api } from '../../lib/api.ts';
import { useAdminList, useAdminRecord } from '../admin-shared/admin-api.ts';
import { AdminTable } from '../admin-shared/AdminTable.tsx';
import { confirmDelete } from '../admin-shared/feedback.tsx';
import { ListToolbar } from '../admin-shared/ListToolbar.tsx';
import { actionsColumn, RowActions } from '../admin-shared/RowActions.tsx';
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
    actionsColumn<Service>(t, (s) => (
      <RowActions
        name={s.title}
        onEdit={() => setEdit(s.id)}
        onDelete={() =>
          confirmDelete(t, s.title, async () => {
            await api(`/api/service/${s.id}`, { method: 'DELETE' });
            if (editId === s.id) setEdit(null);
            await refresh();
          })
        }
      />
    )),
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
