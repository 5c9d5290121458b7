import { Divider, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { followUpsQuery } from '../admin-shared/follow-up-api.ts';
import { FollowUpItem } from '../admin-shared/FollowUps.tsx';

/** The dashboard's "My follow-ups": the caller's open ones overdue, then today's, each linking to its record or person. */
export function MyFollowUps() {
  const { t } = useTranslation();
  const overdue = useQuery(followUpsQuery({ assignee: 'me', due: 'overdue' }));
  const today = useQuery(followUpsQuery({ assignee: 'me', due: 'today' }));
  if (overdue.isError || today.isError) return <Text c="red">{t('common.requestFailed')}</Text>;
  if (!overdue.data || !today.data) return null;
  const items = [...overdue.data.items, ...today.data.items];
  if (items.length === 0) return <Text c="dimmed">{t('admin.followUps.nothingDue')}</Text>;
  return (
    <Stack gap="sm">
      {items.map((f, i) => (
        <Stack key={f.id} gap="sm">
          {i > 0 ? <Divider /> : null}
          <FollowUpItem followUp={f} withSubject />
        </Stack>
      ))}
    </Stack>
  );
}
