import { ColorSwatch, Group, MultiSelect, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Tag } from '../../../shared/schemas/tags.ts';
import { tagsQuery } from './tag-api.ts';

interface Props {
  label: string;
  value: readonly Tag[];
  onChange: (tagIds: number[]) => void;
  disabled?: boolean;
  placeholder?: string;
}

/** Picks tags of the firm's list (an ADMIN keeps it), each shown with its colour. */
export function TagPicker({ label, value, onChange, disabled, placeholder }: Props) {
  const { t } = useTranslation();
  const tags = useQuery(tagsQuery());
  const all = tags.data ?? value;
  const colour = new Map(all.map((tag) => [String(tag.id), tag.color]));
  return (
    <MultiSelect
      label={label}
      placeholder={value.length === 0 ? (placeholder ?? t('tags.pick')) : undefined}
      data={all.map((tag) => ({ value: String(tag.id), label: tag.name }))}
      value={value.map((tag) => String(tag.id))}
      onChange={(ids) => onChange(ids.map(Number))}
      disabled={disabled}
      searchable
      clearable
      nothingFoundMessage={t('tags.none')}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <ColorSwatch size={12} color={`var(--mantine-color-${colour.get(option.value) ?? 'gray'}-6)`} aria-hidden />
          <Text size="sm">{option.label}</Text>
        </Group>
      )}
    />
  );
}
