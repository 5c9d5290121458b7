import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = {
  NEW: 'blue',
  REQUESTED: 'blue',
  IN_REVIEW: 'cyan',
  IN_PROGRESS: 'cyan',
  INTERVIEW: 'violet',
  CONFIRMED: 'violet',
  RESCHEDULED: 'orange',
  OFFER: 'yellow',
  HIRED: 'green',
  DONE: 'green',
  CLOSED: 'gray',
  NO_GO: 'red',
  WITHDRAWN: 'gray',
  CANCELLED: 'red',
};

/** A record's state, in words and colour. */
export function StateBadge({ state }: { state: string }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={COLORS[state] ?? 'gray'}
      variant="light"
      radius="sm"
      style={{ flexShrink: 0 }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {t(`admin.states.${state}`)}
    </Badge>
  );
}
