import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '../../../shared/policy.ts';
import type { User, UserInput } from '../../../shared/schemas/user.ts';
import { ApiError } from '../../lib/api.ts';
import { AdminTable } from '../admin-shared/AdminTable.tsx';
import { confirmDelete, notifyFailed, notifySaved } from '../admin-shared/feedback.tsx';
import { ListToolbar } from '../admin-shared/ListToolbar.tsx';
import { useListParams } from '../admin-shared/use-list-params.ts';
import { useManagers } from '../admin-shared/use-managers.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { useAddUser, useDeleteUser, useResetPassword, useUpdateUser, usersQuery } from './api.ts';
import { NewPasswordModal } from './NewPasswordModal.tsx';
import { userColumns } from './user-columns.tsx';
import { UserFormModal } from './UserFormModal.tsx';

/** crudUsers (ADMIN only): add, edit, enable and disable, reset password, delete. */
export default function UsersAdminPage() {
  const { t } = useTranslation();
  const updateUser = useUpdateUser();
  const addUser = useAddUser();
  const resetPassword = useResetPassword();
  const deleteUser = useDeleteUser();
  const me = useCurrentUser().data;
  const { state, change, query } = useListParams('userName:asc');
  const list = useQuery(usersQuery(query));
  const { nameOf } = useManagers();
  const [editing, setEditing] = useState<User | 'new' | null>(null);
  const [reset, setReset] = useState<{ userName: string; password: string } | null>(null);

  // The server refuses these calls to a MANAGER (403); the screen says so instead of showing an empty list.
  if ((me && !can(me, 'list', 'users')) || (list.error instanceof ApiError && list.error.status === 403))
    return (
      <Alert color="red" title={t('admin.errors.notAllowedTitle')}>
        {t('admin.users.adminOnly')}
      </Alert>
    );

  const save = async ({ password, ...values }: UserInput) => {
    if (editing === 'new') await addUser.mutateAsync({ ...values, password });
    else if (editing) await updateUser.mutateAsync({ user: editing, patch: values as Partial<User> });
  };

  const columns = userColumns(t, {
    meId: me?.id,
    managerName: nameOf,
    onEdit: setEditing,
    onToggle: (u, enabled) =>
      void updateUser.mutateAsync({ user: u, patch: { enabled } }).then(
        () => notifySaved(t, t(enabled ? 'admin.users.enabled' : 'admin.users.disabled', { userName: u.userName })),
        (err: unknown) => notifyFailed(t, err),
      ),
    onReset: (u) =>
      modals.openConfirmModal({
        title: t('admin.users.resetTitle'),
        children: t('admin.users.resetText', { userName: u.userName }),
        labels: { confirm: t('admin.users.reset'), cancel: t('common.cancel') },
        confirmProps: { color: 'orange' },
        onConfirm: () =>
          void resetPassword.mutateAsync(u.id).then(
            (password) => setReset({ userName: u.userName, password }),
            (err: unknown) => notifyFailed(t, err),
          ),
      }),
    onDelete: (u) =>
      confirmDelete(t, u.userName, async () => {
        await deleteUser.mutateAsync(u.id);
      }),
  });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('admin.menu.crudUsers')}</Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('admin.users.add')}
        </Button>
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
        <UserFormModal user={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSave={save} />
      ) : null}
      {reset ? <NewPasswordModal {...reset} onClose={() => setReset(null)} /> : null}
    </Stack>
  );
}
