import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TAG_COLORS, type TagColor, type TagWithUse } from '../../../shared/schemas/tags.ts';
import { ApiError } from '../../lib/api.ts';
import { confirmDelete, notifyFailed, notifySaved } from '../admin-shared/feedback.tsx';
import { tagsQuery, useDeleteTag, useSaveTag } from '../admin-shared/tag-api.ts';

/** tagsAdmin (decision 0054): an ADMIN keeps the firm's tags (name, colour); staff apply them on records and people. */
export default function TagsAdminPage() {
  const { t } = useTranslation();
  const tags = useQuery(tagsQuery());
  const remove = useDeleteTag();
  const [editing, setEditing] = useState<TagWithUse | 'new' | null>(null);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('admin.menu.tagsAdmin')}</Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('tags.add')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('tags.intro')}
      </Text>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('tags.name')}</Table.Th>
            <Table.Th>{t('tags.used')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('admin.common.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(tags.data ?? []).map((tag) => (
            <Table.Tr key={tag.id}>
              <Table.Td>
                <Badge color={tag.color} variant="light" tt="none">
                  {tag.name}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{t('tags.usedCount', { applications: tag.applications, people: tag.people })}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Tooltip label={t('admin.common.edit')}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={`${t('admin.common.edit')} ${tag.name}`}
                      onClick={() => setEditing(tag)}
                    >
                      <IconEdit size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('admin.common.delete')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`${t('admin.common.delete')} ${tag.name}`}
                      onClick={() => confirmDelete(t, tag.name, () => remove.mutateAsync(tag.id))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
          {tags.data && tags.data.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={3}>
                <Text size="sm" c="dimmed">
                  {t('tags.empty')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
        </Table.Tbody>
      </Table>
      {editing ? <TagForm tag={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}

function TagForm({ tag, onClose }: { tag: TagWithUse | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveTag();
  const [name, setName] = useState(tag?.name ?? '');
  const [color, setColor] = useState<TagColor>((tag?.color as TagColor | undefined) ?? 'blue');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async () => {
    try {
      await save.mutateAsync({ id: tag?.id ?? null, name: name.trim(), color });
      notifySaved(t);
      onClose();
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fields);
      notifyFailed(t, err);
    }
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('admin.common.close') }}
      opened
      onClose={onClose}
      title={t(tag ? 'tags.edit' : 'tags.add')}
      centered
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('tags.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            required
            maxLength={40}
            error={errors.name ? t(errors.name) : undefined}
            data-autofocus
          />
          <Select
            label={t('tags.color')}
            data={TAG_COLORS.map((c) => ({ value: c, label: t(`tags.colors.${c}`) }))}
            value={color}
            onChange={(v) => v && setColor(v)}
            allowDeselect={false}
            error={errors.color ? t(errors.color) : undefined}
          />
          <Group gap="xs">
            <Text size="sm">{t('tags.preview')}</Text>
            <Badge color={color} variant="light" tt="none">
              {name || t('tags.name')}
            </Badge>
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!name.trim()}>
              {t('tags.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
