import { Alert, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Section } from '../admin-shared/Section.tsx';
import { dashboardQuery } from './api.ts';
import { ApplicationsChart } from './ApplicationsChart.tsx';
import { PipelineCounts } from './PipelineCounts.tsx';
import { MyFollowUps } from './MyFollowUps.tsx';
import { WaitingList } from './WaitingList.tsx';
import { Loading } from '../../components/Loading.tsx';

/** The admin home: where each pipeline stands, what waits for staff, and how many applications come in. */
export default function AdminHomePage() {
  const { t } = useTranslation();
  const dashboard = useQuery(dashboardQuery());

  return (
    <Stack gap="lg">
      <Title order={1}>{t('admin.menu.home')}</Title>
      <Section title={t('admin.followUps.mine')}>
        <MyFollowUps />
      </Section>
      {dashboard.isPending ? <Loading /> : null}
      {dashboard.isError ? <Alert color="red">{t('common.requestFailed')}</Alert> : null}
      {dashboard.data ? (
        <>
          <PipelineCounts counts={dashboard.data.counts} />
          <Section title={t('admin.home.waiting')}>
            <WaitingList items={dashboard.data.waiting} />
          </Section>
          <Section title={t('admin.home.perWeek')}>
            <ApplicationsChart data={dashboard.data.applicationsPerWeek} />
          </Section>
        </>
      ) : null}
    </Stack>
  );
}
