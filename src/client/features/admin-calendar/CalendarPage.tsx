import { Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** FullCalendar and its plugins, in a chunk of their own: loaded when the calendar is opened, never by the public site. */
const InterviewCalendar = lazy(() => import('./InterviewCalendar.tsx'));

/**
 * The interview calendar (issue 29 item 4; docs/decisions/0058): week and day views of the candidate interviews and
 * the client bookings, mine or all; each opens its record, and a candidate interview dragged elsewhere is
 * rescheduled (the same rules and mails as the record page's "Reschedule").
 */
export default function CalendarPage() {
  const { t } = useTranslation();
  const [mine, setMine] = useState<'mine' | 'all'>('all');
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>{t('admin.calendar.title')}</Title>
        <SegmentedControl
          aria-label={t('admin.calendar.filter')}
          value={mine}
          onChange={(v) => setMine(v === 'mine' ? 'mine' : 'all')}
          data={[
            { value: 'all', label: t('admin.calendar.all') },
            { value: 'mine', label: t('admin.calendar.mine') },
          ]}
        />
      </Group>
      <Text size="sm" c="dimmed">
        {t('admin.calendar.legend')}
      </Text>
      <Suspense
        fallback={
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm">{t('admin.calendar.loading')}</Text>
          </Group>
        }
      >
        <InterviewCalendar mine={mine === 'mine'} />
      </Suspense>
    </Stack>
  );
}
