import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PipelineResource } from '../../../shared/schemas/pipeline.ts';
import { can } from '../../../shared/policy.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { formatDate } from './format.ts';
import { recordMailsQuery } from './mail-api.ts';
import { MailStateBadge } from './MailStateBadge.tsx';
import { MailViewer } from './MailViewer.tsx';

/** The mails a record caused, in its history: when, to whom, what, and whether it went. */
export function RecordMails({ resource, id }: { resource: PipelineResource; id: number }) {
  const { t } = useTranslation();
  // The mail itself is read in the outbox: ADMIN's, as the policy's rule table says.
  const isAdmin = can(useCurrentUser().data, 'read', 'outbox');
  const mails = useQuery(recordMailsQuery(resource, id));
  const [shown, setShown] = useState<number | null>(null);
  if (!mails.data) return null;
  if (mails.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('outbox.noMails')}
      </Text>
    );
  return (
    <Stack gap="xs" aria-label={t('outbox.recordMails')}>
      {mails.data.map((m) => (
        <Group key={m.id} gap="xs" wrap="nowrap" align="flex-start">
          <MailStateBadge state={m.state} />
          {/* The subject takes the room the badge leaves, two lines at most; the whole of it on hover. */}
          <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
            {isAdmin ? (
              <Anchor
                component="button"
                type="button"
                size="sm"
                ta="left"
                lineClamp={2}
                title={m.subject}
                onClick={() => setShown(m.id)}
              >
                {m.subject}
              </Anchor>
            ) : (
              <Text size="sm" lineClamp={2} title={m.subject}>
                {m.subject}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {m.recipient} · {formatDate(m.creationDate, true)}
            </Text>
          </Stack>
        </Group>
      ))}
      {isAdmin ? <MailViewer id={shown} onClose={() => setShown(null)} /> : null}
    </Stack>
  );
}
