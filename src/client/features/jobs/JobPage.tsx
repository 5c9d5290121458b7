import { Anchor, Badge, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconMapPin } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../components/Notice.tsx';
import { Link, useParams } from 'react-router';
import { formatDate, langIfOther, pickTextIn, useLanguage } from '../../components/localized.ts';
import { useOptions } from '../../components/options.ts';
import { jobDescriptions, useJob } from './api.ts';
import { JobApplicationForm } from './JobApplicationForm.tsx';
import { JobFacts } from './JobFacts.tsx';
import { Loading } from '../../components/Loading.tsx';
import { SimilarJobs } from './SimilarJobs.tsx';
import { similarJobsQuery } from './similar-api.ts';

/** A job: its description in the visitor's language, its facts, and the apply form while it is open. */
export default function JobPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { label } = useOptions();
  const id = Number(useParams().id);
  const job = useJob(id);
  // Asked with the job, not once it has come (SimilarJobs shows it): the server renders the page once more per
  // round of answers (src/client/entry-server.tsx), the browser fetches both at once.
  useQuery(similarJobsQuery(id, lang));
  const queryClient = useQueryClient();
  const [closedMeanwhile, setClosedMeanwhile] = useState(false);

  const back = (
    <Anchor component={Link} to="/jobs" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('jobs.back')}
      </Group>
    </Anchor>
  );
  if (job.isPending && job.fetchStatus !== 'idle') return <Loading />;
  if (!job.data) {
    return (
      <Stack gap="md">
        {back}
        <Title order={1}>{t('jobs.title')}</Title>
        <Notice color="orange" role="alert">
          {t('jobs.notFound')}
        </Notice>
        <Button component={Link} to="/spontaneous" variant="light" style={{ alignSelf: 'flex-start' }}>
          {t('jobs.noMatch.cta')}
        </Button>
      </Stack>
    );
  }
  const data = job.data;
  const open = data.open && !closedMeanwhile;
  // The best description there is, marked with its language when it is not the page's (issue 26).
  const description = pickTextIn(jobDescriptions(data), lang);
  const paragraphs = description.text.split(/\n+/).filter(Boolean);

  return (
    <Stack gap="lg">
      {back}
      <Stack gap="xs">
        <Group gap="sm" align="center">
          <Title order={1} lang={langIfOther(lang)}>
            {data.title}
          </Title>
          {data.urgentStatus && open ? (
            <Badge color="red" variant="filled" size="lg">
              {t('jobs.urgent')}
            </Badge>
          ) : null}
        </Group>
        <Group gap="md">
          {data.region ? (
            <Group gap={4}>
              <IconMapPin size={16} aria-hidden />
              <Text>{label('province', data.region)}</Text>
            </Group>
          ) : null}
          <Text size="sm" c="gray.7">
            {t('jobs.published', { date: formatDate(data.creationDate, lang) })}
            {data.endApplicationDate
              ? ` · ${t('jobs.deadline', { date: formatDate(data.endApplicationDate, lang) })}`
              : ''}
          </Text>
        </Group>
        {open ? (
          <Button component="a" href="#apply" variant="light" hiddenFrom="md" style={{ alignSelf: 'flex-start' }}>
            {t('jobs.apply.title')}
          </Button>
        ) : null}
      </Stack>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Stack gap="sm">
              <Title order={2} size="h3">
                {t('jobs.description')}
              </Title>
              {paragraphs.map((p, i) => (
                <Text key={i} lang={langIfOther(lang, description.lang)}>
                  {p}
                </Text>
              ))}
            </Stack>
            <JobFacts job={data} />
            <SimilarJobs jobId={data.id} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper
            withBorder
            p={{ base: 'md', sm: 'lg' }}
            radius="md"
            id="apply"
            tabIndex={-1}
            style={{ scrollMarginTop: 80 }}
          >
            {open ? (
              <Stack gap="sm">
                <Title order={2} size="h3">
                  {t('jobs.apply.title')}
                </Title>
                <Text size="sm" c="gray.7">
                  {t('jobs.apply.lead')}
                </Text>
                <JobApplicationForm
                  jobId={data.id}
                  questions={data.questions}
                  onClosed={() => {
                    setClosedMeanwhile(true);
                    void queryClient.invalidateQueries({ queryKey: ['public', 'job', data.id] });
                  }}
                />
              </Stack>
            ) : (
              <Notice color="orange" title={t('jobs.closed.title')} role="alert">
                <Stack gap="sm" align="flex-start">
                  <Text size="sm">{closedMeanwhile ? t('jobs.apply.closed') : t('jobs.closed.text')}</Text>
                  <Anchor component={Link} to="/jobs" size="sm">
                    {t('jobs.back')}
                  </Anchor>
                  <Anchor component={Link} to="/spontaneous" size="sm">
                    {t('jobs.noMatch.cta')}
                  </Anchor>
                </Stack>
              </Notice>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
