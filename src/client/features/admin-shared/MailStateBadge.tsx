import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MailState } from '../../../shared/schemas/outbox.ts';

const COLORS: Record<MailState, string> = { queued: 'blue', sent: 'green', failed: 'red', kept: 'gray' };

/**
 * A mail's state. The badge keeps its width in a squeezed row or cell (a flex row shrank it to "s…"): it neither
 * shrinks nor cuts its label, the text beside it gives way instead.
 */
export function MailStateBadge({ state }: { state: MailState }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={COLORS[state]}
      variant="light"
      styles={{
        root: { flexShrink: 0, overflow: 'visible', maxWidth: 'none' },
        label: { overflow: 'visible', textOverflow: 'clip' },
      }}
    >
      {t(`outbox.states.${state}`)}
    </Badge>
  );
}
