import { Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Notice } from '../../components/Notice.tsx';
import { PageIntro } from '../../components/PageIntro.tsx';
import { Pager } from '../../components/Pager.tsx';
import { JOBS_PAGE_SIZE, useJobSearch } from './api.ts';
import { JobCard } from './JobCard.tsx';
import { JobSearchForm } from './JobSearchForm.tsx';
import { filtersFromParams, pageFromParams, paramsFromFilters } from './search-params.ts';

/** Jobs and searchJobs: the search form, the results with their count, pages, and a way out when nothing fits. */
export default function JobsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const page = pageFromParams(params);
  const result = useJobSearch(filters, page);
  const resultsRef = useRef<HTMLHeadingElement>(null);

  const goToPage = (next: number) => {
    setParams(paramsFromFilters(filters, next));
    resultsRef.current?.scrollIntoView({ block: 'start' });
    resultsRef.current?.focus({ preventScroll: true });
  };

  return (
    <Stack gap="lg">
      <PageIntro title={t('jobs.title')} lead={t('jobs.lead')} />
      <JobSearchForm values={filters} onSearch={(f) => setParams(paramsFromFilters(f))} />
      <Title
        order={2}
        size="h4"
        ref={resultsRef}
        tabIndex={-1}
        aria-live="polite"
        data-testid="job-count"
        style={{ scrollMarginTop: 80, outline: 'none' }}
      >
        {result.data ? t('jobs.results', { count: result.data.total }) : t('jobs.loading')}
      </Title>
      {result.isPending ? <Loader aria-hidden /> : null}
      {result.isError ? (
        <Notice color="red" role="alert">
          {t('jobs.error')}
        </Notice>
      ) : null}
      {result.data?.total === 0 ? (
        <Card withBorder padding="lg">
          <Title order={3} size="h4">
            {t('jobs.empty.title')}
          </Title>
          <Text mt="xs">{t('jobs.empty.text')}</Text>
        </Card>
      ) : null}
      {result.data?.items.length ? (
        <Stack gap="md" style={{ opacity: result.isPlaceholderData ? 0.6 : 1 }}>
          {result.data.items.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </Stack>
      ) : null}
      {result.data ? (
        <Pager
          total={result.data.total}
          size={JOBS_PAGE_SIZE}
          page={page}
          onChange={goToPage}
          label={t('jobs.pagination')}
        />
      ) : null}
      <Card withBorder padding="lg" bg="gray.0">
        <Title order={2} size="h4">
          {t('jobs.noMatch.title')}
        </Title>
        <Text mt="xs">{t('jobs.noMatch.text')}</Text>
        <Button component={Link} to="/spontaneous" mt="md" variant="light" style={{ alignSelf: 'flex-start' }}>
          {t('jobs.noMatch.cta')}
        </Button>
      </Card>
    </Stack>
  );
}
