import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchReason } from '../../../../shared/schemas/matching.ts';

/** What every suggestion shows: who or what, how well it fits, why, and the skills it has and lacks. */
export interface Scored {
  score: number;
  reasons: MatchReason[];
  matchedSkills: string[];
  missingSkills: string[];
}

/**
 * One suggestion of a ranked list: its title (a link), its fit as a percentage, the reasons in the page's language,
 * the matched skills as green badges and the missing ones as grey outlined badges, and its actions.
 */
export function MatchCard({ title, match, actions }: { title: ReactNode; match: Scored; actions?: ReactNode }) {
  const { t } = useTranslation();
  const skillList = (label: string, skills: string[], color: string, variant: 'light' | 'outline') =>
    skills.length ? (
      <Group gap={4} wrap="wrap">
        <Text size="xs" c="gray.7" component="span" aria-hidden>
          {label}:
        </Text>
        <Group gap={4} wrap="wrap" role="list" aria-label={label}>
          {skills.map((s) => (
            <Badge key={s} color={color} variant={variant} size="sm" role="listitem" tt="none">
              {s}
            </Badge>
          ))}
        </Group>
      </Group>
    ) : null;
  return (
    <Paper withBorder p="sm" radius="sm" component="li" data-testid="match">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Text fw={600}>{title}</Text>
          <Badge variant="light" color="blue" style={{ flexShrink: 0 }}>
            {t('matching.score', { score: Math.round(match.score * 100) })}
          </Badge>
        </Group>
        {match.reasons.length ? (
          <Stack
            gap={2}
            component="ul"
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
            aria-label={t('matching.why')}
          >
            {match.reasons.map((r, i) => (
              <Text key={`${r.kind}-${i}`} size="sm" component="li">
                {r.text}
              </Text>
            ))}
          </Stack>
        ) : null}
        {skillList(t('matching.matchedSkills'), match.matchedSkills, 'green', 'light')}
        {skillList(t('matching.missingSkills'), match.missingSkills, 'gray', 'outline')}
        {actions ? <Group gap="xs">{actions}</Group> : null}
      </Stack>
    </Paper>
  );
}

/** The list around the cards, or the empty state that says why. */
export function MatchList({
  count,
  empty,
  why,
  children,
}: {
  count: number;
  empty: string;
  why: string;
  children?: ReactNode;
}) {
  if (!count) {
    return (
      <Stack gap={2} data-testid="matches-empty">
        <Text size="sm" fw={600}>
          {empty}
        </Text>
        <Text size="sm" c="gray.7">
          {why}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="xs" component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {children}
    </Stack>
  );
}
