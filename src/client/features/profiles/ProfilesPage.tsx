import { Button, Card, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Notice } from '../../components/Notice.tsx';
import { PageIntro } from '../../components/PageIntro.tsx';
import { Pager } from '../../components/Pager.tsx';
import { PROFILE_FIELDS, PROFILES_PAGE_SIZE, useProfileSearch, type ProfileFilters } from './api.ts';
import { ProfileCard } from './ProfileCard.tsx';
import { ProfileSearchForm } from './ProfileSearchForm.tsx';

function toParams(filters: ProfileFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const f of PROFILE_FIELDS) if (filters[f].trim()) params.set(f, filters[f].trim());
  if (page > 1) params.set('page', String(page));
  return params;
}

/** Profiles: the talent search over published profiles, showing only what the firm chose to display. */
export default function ProfilesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters: ProfileFilters = {
    keyword: params.get('keyword') ?? '',
    technologies: params.get('technologies') ?? '',
    experience: params.get('experience') ?? '',
  };
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam : 1;
  const result = useProfileSearch(filters, page);
  const resultsRef = useRef<HTMLHeadingElement>(null);

  return (
    <Stack gap="lg">
      <PageIntro title={t('profiles.title')} lead={t('profiles.lead')} />
      <ProfileSearchForm values={filters} onSearch={(f) => setParams(toParams(f))} />
      <Title
        order={2}
        size="h4"
        ref={resultsRef}
        tabIndex={-1}
        aria-live="polite"
        data-testid="profile-count"
        style={{ scrollMarginTop: 80, outline: 'none' }}
      >
        {result.data ? t('profiles.results', { count: result.data.total }) : t('profiles.loading')}
      </Title>
      {result.isPending ? <Loader aria-hidden /> : null}
      {result.isError ? (
        <Notice color="red" role="alert">
          {t('profiles.error')}
        </Notice>
      ) : null}
      {result.data?.total === 0 ? (
        <Card withBorder padding="lg">
          <Title order={3} size="h4">
            {t('profiles.empty.title')}
          </Title>
          <Text mt="xs">{t('profiles.empty.text')}</Text>
        </Card>
      ) : null}
      {result.data?.items.length ? (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="md"
          style={{ opacity: result.isPlaceholderData ? 0.6 : 1 }}
        >
          {result.data.items.map((profile) => (
            <ProfileCard key={profile.id} profile={profile} />
          ))}
        </SimpleGrid>
      ) : null}
      {result.data ? (
        <Pager
          total={result.data.total}
          size={PROFILES_PAGE_SIZE}
          page={page}
          label={t('profiles.pagination')}
          onChange={(next) => {
            setParams(toParams(filters, next));
            resultsRef.current?.scrollIntoView({ block: 'start' });
            resultsRef.current?.focus({ preventScroll: true });
          }}
        />
      ) : null}
      <Card withBorder padding="lg" bg="gray.0">
        <Title order={2} size="h4">
          {t('profiles.requestTitle')}
        </Title>
        <Text mt="xs">{t('profiles.requestText')}</Text>
        <Button component={Link} to="/talentPool" mt="md" variant="light" style={{ alignSelf: 'flex-start' }}>
          {t('profiles.requestCta')}
        </Button>
      </Card>
    </Stack>
  );
}
