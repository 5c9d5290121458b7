import { Badge, Group, Spoiler, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FileViewer } from './FileViewer.tsx';
import { formatDate } from './format.ts';
import { personTimelineQuery } from './mail-write-api.ts';

/**
 * Every mail sent to the person, and their replies (docs/decisions/0057), newest first: who wrote it, when, its
 * subject and its text as it went; a reply with the files kept of it.
 */
export function PersonMailTimeline({ personId }: { personId: number }) {
  const { t } = useTranslation();
  const timeline = useQuery(personTimelineQuery(personId));
  if (!timeline.data) return null;
  if (!timeline.data.mails.length) return <Text size="sm">{t('writeMail.noMails')}</Text>;
  return (
    <Stack gap="sm" data-testid="person-mail-timeline">
      {timeline.data.mails.map((m) => (
        <Stack key={m.inboundId ? `in-${m.inboundId}` : `out-${m.outboxId}`} gap={2}>
          <Group gap="xs">
            <Badge variant="filled" color="gray.8">
              {t(`writeMail.states.${m.state}`, { defaultValue: m.state })}
            </Badge>
            <Text size="sm" fw={600}>
              {m.subject}
            </Text>
          </Group>
          <Text size="xs">
            {m.direction === 'in'
              ? `${formatDate(m.at, true)} · ${t('writeMail.replyFrom')} ${m.from ?? ''}`
              : `${formatDate(m.at, true)} · ${m.by ?? t('writeMail.byProduct')} · ${m.recipient}`}
          </Text>
          <Spoiler maxHeight={60} showLabel={t('writeMail.more')} hideLabel={t('writeMail.less')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {m.text}
            </Text>
          </Spoiler>
          {m.attachments?.length ? (
            <Stack gap="xs">
              {m.attachments.map(({ fileId, ...file }) => (
                <FileViewer key={fileId} file={{ id: fileId, ...file }} />
              ))}
            </Stack>
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
}
