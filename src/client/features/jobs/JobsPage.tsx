import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageIntro } from '../../components/PageIntro.tsx';
import { SearchCta, SearchResults } from '../../components/SearchResults.tsx';
import { JOBS_PAGE_SIZE, useJobSearch } from './api.ts';
import { JobAlertForm } from './JobAlertForm.tsx';
import { JobCard } from './JobCard.tsx';
import { JobSearchForm } from './JobSearchForm.tsx';
import { filtersFromParams, pageFromParams, paramsFromFilters } from './search-params.ts';

/** Jobs and searchJobs: the search form, the results with their count, pages, and a way out when nothing fits. */
export default function JobsPage() {
  const { t, i18n } = useTranslation();
  const lang = ['fr', 'en', 'nl'].includes(i18n.language) ? i18n.language : 'en';
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const page = pageFromParams(params);
  const result = useJobSearch(filters, page);

  return (
    <Stack gap="lg">
      <PageIntro title={t('jobs.title')} leadKey="pages.jobs.lead" />
      <JobSearchForm values={filters} onSearch={(f) => setParams(paramsFromFilters(f))} />
      <SearchResults
        ns="jobs"
        testId="job-count"
        result={result}
        page={page}
        pageSize={JOBS_PAGE_SIZE}
        onPage={(next) => setParams(paramsFromFilters(filters, next))}
        renderItems={(jobs, style) => (
          <Stack gap="md" style={style}>
            {jobs.map((job) => (
              <JobCard key={job.id} job={job} />
            ))}
          </Stack>
        )}
      />
      <JobAlertForm filters={filters} />
      <Text size="sm">
        {t('jobs.alert.feedsLabel')} <Anchor href={`/feeds/jobs.rss?lang=${lang}`}>RSS</Anchor>
        {' · '}
        <Anchor href={`/feeds/jobs.atom?lang=${lang}`}>Atom</Anchor>
      </Text>
      <SearchCta
        title={t('jobs.noMatch.title')}
        text={t('jobs.noMatch.text')}
        cta={t('jobs.noMatch.cta')}
        to="/spontaneous"
      />
    </Stack>
  );
}
