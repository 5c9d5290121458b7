import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MailState } from '../../../shared/schemas/outbox.ts';

const COLORS: Record<MailState, string> = { queued: 'blue', sent: 'green', failed: 'red', kept: 'gray' };

export function MailStateBadge({ state }: { state: MailState }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[state]} variant="light">
      {t(`outbox.states.${state}`)}
    </Badge>
  );
}
