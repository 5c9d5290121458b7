import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { langIfOther, useLanguage } from '../../components/localized.ts';
import { useOptions } from '../../components/options.ts';
import { similarJobsQuery } from './similar-api.ts';

/**
 * "Similar jobs" on the public job page (issue 32 item 4): up to five published, open jobs, in the page's language.
 * Its query runs during the server's render (src/client/entry-server.tsx), so the page arrives with it; nothing
 * is shown while there are none, or when the answer failed.
 */
export function SimilarJobs({ jobId }: { jobId: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { label } = useOptions();
  const similar = useQuery(similarJobsQuery(jobId, lang));
  const items = similar.data?.items ?? [];
  if (!items.length) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="similar-jobs" data-testid="similar-jobs">
      <Title order={2} size="h3" id="similar-jobs">
        {t('jobs.similar')}
      </Title>
      <List spacing={6} listStyleType="none" pl={0}>
        {items.map((job) => (
          <List.Item key={job.id}>
            <Anchor component={Link} to={`/jobs/${job.id}`} lang={langIfOther(lang)}>
              {job.title}
            </Anchor>
            {job.region ? (
              <Text span size="sm" c="gray.7">
                {` · ${label('province', job.region)}`}
              </Text>
            ) : null}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
