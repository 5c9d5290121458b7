import { Badge, Card, Group, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicJob } from '../../../shared/schemas/job.ts';
import { formatDate, langIfOther, pickTextIn, useLanguage } from '../../components/localized.ts';
import { useOptions } from '../../components/options.ts';
import { jobDescriptions } from './api.ts';
import classes from '../../components/result-card.module.css';

const excerpt = (text: string, max = 220) =>
  text.length > max ? `${text.slice(0, text.lastIndexOf(' ', max))}…` : text;

/** One job in the results: its title leads to its page; urgent jobs say so. */
export function JobCard({ job }: { job: PublicJob }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { label } = useOptions();
  const description = pickTextIn(jobDescriptions(job), lang);
  return (
    <Card component="article" withBorder padding="lg" className={classes.card} data-testid="job-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Title order={2} size="h4">
          <Link to={`/jobs/${job.id}`} className={classes.titleLink} lang={langIfOther(lang)}>
            {job.title}
          </Link>
        </Title>
        {job.urgentStatus ? (
          <Badge color="red" variant="filled" style={{ flexShrink: 0 }}>
            {t('jobs.urgent')}
          </Badge>
        ) : null}
      </Group>
      <Group gap="xs" mt={6}>
        {job.region ? (
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={14} aria-hidden />
            <Text size="sm">{label('province', job.region)}</Text>
          </Group>
        ) : null}
        {job.type ? <Badge variant="light">{label('type', job.type)}</Badge> : null}
        {job.workPlaceType ? (
          <Badge variant="light" color="gray">
            {label('workPlaceType', job.workPlaceType)}
          </Badge>
        ) : null}
        {job.seniorityLevel ? (
          <Badge variant="light" color="gray">
            {label('seniorityLevel', job.seniorityLevel)}
          </Badge>
        ) : null}
      </Group>
      <Text size="sm" mt="sm" lang={langIfOther(lang, description.lang)}>
        {excerpt(description.text)}
      </Text>
      <Text size="xs" c="gray.7" mt="sm">
        {t('jobs.published', { date: formatDate(job.creationDate, lang) })}
        {job.endApplicationDate ? ` · ${t('jobs.deadline', { date: formatDate(job.endApplicationDate, lang) })}` : ''}
      </Text>
    </Card>
  );
}
