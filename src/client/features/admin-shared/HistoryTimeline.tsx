import { Text, Timeline } from '@mantine/core';
import { IconArrowRight, IconCalendarEvent, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ERASED_COMMENT, type HistoryEntry } from '../../../shared/schemas/pipeline-records.ts';
import { UntranslatedText } from '../../components/UntranslatedText.tsx';
import { formatDate } from './format.ts';

/**
 * Every change of state of a record, oldest first, and the steps of its interviews (scheduled, moved, cancelled,
 * slots offered, a slot chosen: docs/decisions/0058), with who made it (the website for what
 * visitors sent) and when.
 */
export function HistoryTimeline({ history }: { history: HistoryEntry[] }) {
  const { t } = useTranslation();
  if (!history.length) return <Text c="dimmed">{t('admin.history.empty')}</Text>;
  return (
    <Timeline active={history.length - 1} bulletSize={22} lineWidth={2}>
      {history.map((h) => (
        <Timeline.Item
          key={h.id}
          bullet={
            h.event ? (
              <IconCalendarEvent size={12} aria-hidden />
            ) : h.changedBy ? (
              <IconArrowRight size={12} aria-hidden />
            ) : (
              <IconWorld size={12} aria-hidden />
            )
          }
          title={
            h.event
              ? t(`admin.history.events.${h.event}`, { defaultValue: h.event })
              : h.fromState
                ? t('admin.history.moved', {
                    from: t(`admin.states.${h.fromState}`),
                    to: t(`admin.states.${h.toState}`),
                  })
                : t('admin.history.created', { to: t(`admin.states.${h.toState}`) })
          }
        >
          {h.slotDate ? (
            <Text size="sm" fw={500}>
              {t('admin.history.slot', { slot: `${formatDate(h.slotDate)} ${h.slotTime ?? ''}`.trim() })}
            </Text>
          ) : null}
          {h.comment === ERASED_COMMENT ? (
            <Text size="sm">{t('admin.anonymised.erasedComment')}</Text>
          ) : h.comment ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              <UntranslatedText>{h.comment}</UntranslatedText>
            </Text>
          ) : null}
          <Text size="xs" c="dimmed" mt={4}>
            {t('admin.history.by', {
              who: h.changedBy ?? t('admin.history.website'),
              when: formatDate(h.changedAt, true),
            })}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
