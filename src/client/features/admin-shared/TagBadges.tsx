import { Badge, Group } from '@mantine/core';
import type { Tag } from '../../../shared/schemas/tags.ts';

/** A record's tags as coloured badges (their colour is one of the theme's palette, readable in both schemes). */
export function TagBadges({ tags }: { tags: readonly Tag[] }) {
  if (tags.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap">
      {tags.map((t) => (
        <Badge key={t.id} color={t.color} variant="light" size="sm" tt="none">
          {t.name}
        </Badge>
      ))}
    </Group>
  );
}
