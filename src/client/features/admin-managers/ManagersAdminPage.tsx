import { ActionIcon, Badge, Button, Group, Stack, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Manager } from '../../../shared/schemas/manager.ts';
import { can, mayEditManager } from '../../../shared/policy.ts';
import { AdminTable } from '../admin-shared/AdminTable.tsx';
import { ListToolbar } from '../admin-shared/ListToolbar.tsx';
import { useListParams } from '../admin-shared/use-list-params.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { managersQuery, useSaveManager } from './api.ts';
import { DeleteManagerModal } from './DeleteManagerModal.tsx';
import { ManagerFormModal } from './ManagerFormModal.tsx';

/** crudManagers: an ADMIN adds, edits and deletes managers; a MANAGER edits their own record (docs/product-decisions.md#2-roles). */
export default function ManagersAdminPage() {
  const { t } = useTranslation();
  const saveManager = useSaveManager();
  const me = useCurrentUser().data;
  // The policy's rule table (src/shared/policy.ts): adding and deleting managers is an ADMIN's.
  const mayAdd = can(me, 'create', 'managers');
  const mayDelete = can(me, 'delete', 'managers');
  const { state, change, query } = useListParams('displayOrder:asc');
  const list = useQuery(managersQuery(query));
  const [editing, setEditing] = useState<Manager | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Manager | null>(null);
  const name = (m: Manager) => `${m.firstName} ${m.lastName}`;

  const save = async (values: Omit<Manager, 'id'>) => {
    if (editing) await saveManager.mutateAsync({ id: editing === 'new' ? null : editing.id, values });
  };

  const columns: DataTableColumn<Manager>[] = [
    { accessor: 'displayOrder', title: '#', sortable: true, width: 72 },
    {
      accessor: 'lastName',
      title: t('admin.fields.name'),
      sortable: true,
      render: (m) => (
        <>
          <Text size="sm" fw={500}>
            {name(m)}
          </Text>
          <Text size="xs" c="dimmed">
            {m.jobTitle}
          </Text>
        </>
      ),
    },
    {
      accessor: 'email',
      title: t('admin.fields.email'),
      visibleMediaQuery: (th) => `(min-width: ${th.breakpoints.sm})`,
      render: (m) => (
        <>
          <Text size="sm">{m.email}</Text>
          <Text size="xs" c="dimmed">
            {m.phone}
          </Text>
        </>
      ),
    },
    {
      accessor: 'showOnSite',
      title: t('admin.fields.showOnSite'),
      render: (m) => (
        <Badge variant="light" color={m.showOnSite ? 'green' : 'gray'}>
          {t(m.showOnSite ? 'common.yes' : 'common.no')}
        </Badge>
      ),
    },
    {
      accessor: 'actions',
      title: <VisuallyHidden>{t('admin.common.actions')}</VisuallyHidden>,
      textAlign: 'right',
      render: (m) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {mayEditManager(me, m.id) ? (
            <Tooltip label={t('admin.common.edit')}>
              <ActionIcon
                variant="subtle"
                onClick={() => setEditing(m)}
                aria-label={`${t('admin.common.edit')} ${name(m)}`}
              >
                <IconEdit size={16} />
              </ActionIcon>
            </Tooltip>
          ) : null}
          {mayDelete ? (
            <Tooltip label={t('admin.common.delete')}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`${t('admin.common.delete')} ${name(m)}`}
                onClick={() => setDeleting(m)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('admin.menu.crudManagers')}</Title>
        {mayAdd ? (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            {t('admin.managers.add')}
          </Button>
        ) : null}
      </Group>
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
      {editing ? (
        <ManagerFormModal manager={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSave={save} />
      ) : null}
      {deleting ? <DeleteManagerModal manager={deleting} onClose={() => setDeleting(null)} /> : null}
    </Stack>
  );
}
