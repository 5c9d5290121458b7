import { Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import type { Service } from '../../../shared/schemas/service.ts';
import { AdminTable } from '../admin-shared/AdminTable.tsx';
import { confirmDelete } from '../admin-shared/feedback.tsx';
import { ListToolbar } from '../admin-shared/ListToolbar.tsx';
import { actionsColumn, RowActions } from '../admin-shared/RowActions.tsx';
import { useListParams } from '../admin-shared/use-list-params.ts';
import { serviceQuery, servicesQuery, useDeleteService, useSaveService } from './api.ts';
import { ServiceForm, serviceDefaults, type ServiceValues } from './ServiceForm.tsx';
import { PhotoUpload } from '../admin-shared/PhotoUpload.tsx';

const FILTERS = ['edit'] as const;

/** newService: the services, and the form that adds one or edits the one chosen (`?edit=id`). */
export default function ServicesAdminPage() {
  const { t } = useTranslation();
  const saveService = useSaveService();
  const deleteService = useDeleteService();
  const { state, change, query } = useListParams('displayOrder:asc', FILTERS);
  const { edit, ...listQuery } = query;
  const list = useQuery(servicesQuery(listQuery));
  const editId = Number(edit) || null;
  const editing = useQuery(serviceQuery(editId));
  const setEdit = (id: number | null) => change({ filters: { edit: id ? String(id) : null }, page: state.page });

  const save = async (values: ServiceValues) => {
    await saveService.mutateAsync({ id: editId, values });
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
            // The form closes first, so that the refreshed screen does not ask for the deleted service.
            if (editId === s.id) setEdit(null);
            await deleteService.mutateAsync(s.id);
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
          <AdminTable
            data={list.data}
            fetching={list.isFetching}
            error={list.error}
            onRetry={() => void list.refetch()}
            columns={columns}
            state={state}
            change={change}
          />
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
            {editId && editing.data ? (
              // The service's photo, sent on its own (issue 30 item 4).
              <PhotoUpload
                key={`photo-${editId}`}
                endpoint={`/api/services/${editId}/photo`}
                current={editing.data.photo}
                label={t('admin.photo.serviceTitle')}
                removable
                onSaved={() => void editing.refetch()}
              />
            ) : null}
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
