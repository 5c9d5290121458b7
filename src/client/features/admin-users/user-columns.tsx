import { ActionIcon, Badge, Group, Switch, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconEdit, IconKey, IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from 'mantine-datatable';
import type { User } from '../../../shared/schemas/user.ts';
import { formatDate } from '../admin-shared/format.ts';

interface Actions {
  meId: number | undefined;
  managerName: (id: number | null) => string;
  onEdit: (u: User) => void;
  onReset: (u: User) => void;
  onDelete: (u: User) => void;
  onToggle: (u: User, enabled: boolean) => void;
}

const from = (bp: 'sm' | 'md') => (th: { breakpoints: Record<string, string> }) => `(min-width: ${th.breakpoints[bp]})`;

/** The users list: name, role, manager, which records they see, an enabled switch, and edit / reset / delete (never one's own account). */
export function userColumns(t: TFunction, a: Actions): DataTableColumn<User>[] {
  return [
    { accessor: 'userName', title: t('admin.fields.userName'), sortable: true },
    {
      accessor: 'role',
      title: t('admin.fields.role'),
      sortable: true,
      render: (u) => (
        <Badge variant="light" color={u.role === 'ADMIN' ? 'grape' : 'blue'}>
          {t(`admin.roles.${u.role}`)}
        </Badge>
      ),
    },
    {
      accessor: 'idManager',
      title: t('admin.fields.idManager'),
      render: (u) => a.managerName(u.idManager),
      visibleMediaQuery: from('sm'),
    },
    {
      accessor: 'recordScope',
      title: t('admin.fields.recordScope'),
      // An ADMIN sees every record whatever the account says (decision 0046).
      render: (u) => (u.role === 'MANAGER' ? t(`admin.recordScopes.${u.recordScope}`) : t('admin.recordScopes.all')),
      visibleMediaQuery: from('md'),
    },
    {
      accessor: 'enabled',
      title: t('admin.fields.enabled'),
      render: (u) => (
        <Switch
          checked={u.enabled}
          disabled={u.id === a.meId}
          onChange={(e) => a.onToggle(u, e.currentTarget.checked)}
          aria-label={`${t('admin.fields.enabled')}: ${u.userName}`}
        />
      ),
    },
    {
      accessor: 'creationDate',
      title: t('admin.fields.creationDate'),
      sortable: true,
      render: (u) => formatDate(u.creationDate),
      visibleMediaQuery: from('md'),
    },
    {
      accessor: 'actions',
      title: <VisuallyHidden>{t('admin.common.actions')}</VisuallyHidden>,
      textAlign: 'right',
      render: (u) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label={t('admin.common.edit')}>
            <ActionIcon
              variant="subtle"
              onClick={() => a.onEdit(u)}
              aria-label={`${t('admin.common.edit')} ${u.userName}`}
            >
              <IconEdit size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('admin.users.reset')}>
            <ActionIcon
              variant="subtle"
              color="orange"
              onClick={() => a.onReset(u)}
              aria-label={`${t('admin.users.reset')} ${u.userName}`}
            >
              <IconKey size={16} />
            </ActionIcon>
          </Tooltip>
          {u.id !== a.meId ? (
            <Tooltip label={t('admin.common.delete')}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`${t('admin.common.delete')} ${u.userName}`}
                onClick={() => a.onDelete(u)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      ),
    },
  ];
}
