import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminPath } from '../../../shared/admin-screens.ts';
import { followUpsQuery } from '../admin-shared/follow-up-api.ts';

/**
 * The top bar's follow-ups due (issue 28 item 8): how many of my open follow-ups are overdue or due today, a link to
 * the dashboard that lists them ("My follow-ups"). The same queries as the dashboard's, so both show one count.
 */
export function FollowUpsDue() {
  const { t } = useTranslation();
  const overdue = useQuery(followUpsQuery({ assignee: 'me', due: 'overdue' }));
  const today = useQuery(followUpsQuery({ assignee: 'me', due: 'today' }));
  const count = (overdue.data?.total ?? 0) + (today.data?.total ?? 0);
  const label = t('admin.shell.followUpsDue', { count });
  return (
    <Tooltip label={label}>
      <Indicator label={count} size={16} disabled={count === 0} color="red" offset={4}>
        <ActionIcon component={Link} to={adminPath('home')} variant="subtle" size="lg" aria-label={label}>
          <IconBell size={20} aria-hidden />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
