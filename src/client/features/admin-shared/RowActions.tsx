import { ActionIcon, Group, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The last column of a list: the row's buttons, under a heading only screen readers hear. */
export function actionsColumn<T>(t: TFunction, render: (row: T) => ReactNode): DataTableColumn<T> {
  return {
    accessor: 'actions',
    title: <VisuallyHidden>{t('admin.common.actions')}</VisuallyHidden>,
    textAlign: 'right',
    render,
  };
}

/**
 * Edit (a link, or a handler) and Delete for one row, named after the row for screen readers.
 * Clicks stop here, so they do not also open the row.
 */
export function RowActions({
  name,
  editTo,
  onEdit,
  onDelete,
}: {
  name: string;
  editTo?: string;
  onEdit?: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const editLabel = `${t('admin.common.edit')} ${name}`;
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap" onClick={(e) => e.stopPropagation()}>
      <Tooltip label={t('admin.common.edit')}>
        {editTo ? (
          <ActionIcon variant="subtle" component={Link} to={editTo} aria-label={editLabel}>
            <IconEdit size={16} />
          </ActionIcon>
        ) : (
          <ActionIcon variant="subtle" onClick={onEdit} aria-label={editLabel}>
            <IconEdit size={16} />
          </ActionIcon>
        )}
      </Tooltip>
      <Tooltip label={t('admin.common.delete')}>
        <ActionIcon variant="subtle" color="red" onClick={onDelete} aria-label={`${t('admin.common.delete')} ${name}`}>
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
