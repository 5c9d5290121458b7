import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageIntro } from '../../components/PageIntro.tsx';
import { pageFromParams, searchToParams } from '../../components/search-params.ts';
import { SearchCta, SearchResults } from '../../components/SearchResults.tsx';
import { PROFILE_FIELDS, PROFILES_PAGE_SIZE, useProfileSearch, type ProfileFilters } from './api.ts';
import { ProfileCard } from './ProfileCard.tsx';
import { ProfileSearchForm } from './ProfileSearchForm.tsx';

/** Profiles: the talent search over published profiles, showing only what the firm chose to display. */
export default function ProfilesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters: ProfileFilters = {
    keyword: params.get('keyword') ?? '',
    technologies: params.get('technologies') ?? '',
    experience: params.get('experience') ?? '',
  };
  const page = pageFromParams(params);
  const result = useProfileSearch(filters, page);

  return (
    <Stack gap="lg">
      <PageIntro title={t('profiles.title')} leadKey="pages.profiles.lead" />
      <ProfileSearchForm values={filters} onSearch={(f) => setParams(searchToParams(PROFILE_FIELDS, f))} />
      <SearchResults
        ns="profiles"
        testId="profile-count"
        result={result}
        page={page}
        pageSize={PROFILES_PAGE_SIZE}
        onPage={(next) => setParams(searchToParams(PROFILE_FIELDS, filters, next))}
        renderItems={(profiles, style) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" style={style}>
            {profiles.map((profile) => (
              <ProfileCard key={profile.id} profile={profile} />
            ))}
          </SimpleGrid>
        )}
      />
      <SearchCta
        title={t('profiles.requestTitle')}
        text={t('profiles.requestText')}
        cta={t('profiles.requestCta')}
        to="/talentPool"
      />
    </Stack>
  );
}
