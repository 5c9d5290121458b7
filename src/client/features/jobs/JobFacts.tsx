import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicJob } from '../../../shared/schemas/job.ts';
import { formatDate, useLanguage } from '../../components/localized.ts';
import { useOptions } from '../../components/options.ts';
import { RateText } from '../../components/RateText.tsx';
import { StaffText } from '../../components/UntranslatedText.tsx';
import classes from '../../components/result-card.module.css';

/** A job's key facts as a description list; facts the job does not have are left out. */
export function JobFacts({ job }: { job: PublicJob }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { label } = useOptions();
  const start = job.startDateUrgent ? t('jobs.facts.asap') : job.startDate ? formatDate(job.startDate, lang) : '';
  const facts: [string, ReactNode][] = [
    ['reference', job.jobRef],
    ['region', job.region && label('province', job.region)],
    ['type', job.type && label('type', job.type)],
    ['employmentType', job.employmentType && label('employmentType', job.employmentType)],
    ['workPlaceType', job.workPlaceType && label('workPlaceType', job.workPlaceType)],
    ['seniorityLevel', job.seniorityLevel && label('seniorityLevel', job.seniorityLevel)],
    ['experience', job.experience && label('experience', job.experience)],
    ['industry', job.industry && label('industry', job.industry)],
    ['startDate', start],
    ['endDate', job.endDate ? formatDate(job.endDate, lang) : ''],
    ['rate', job.rate && <RateText rate={job.rate} />],
    ['education', job.education && <StaffText>{job.education}</StaffText>],
    ['technicalSkills', job.technicalSkills],
  ];
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h4" mb="sm">
        {t('jobs.facts.title')}
      </Title>
      <dl className={classes.facts}>
        {facts
          .filter(([, value]) => Boolean(value))
          .map(([key, value]) => (
            <div key={key} style={{ display: 'contents' }}>
              <dt>{t(`jobs.facts.${key}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </Paper>
  );
}
