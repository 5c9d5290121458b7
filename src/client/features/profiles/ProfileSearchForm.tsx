import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { profileSearch } from '../../../shared/schemas/profile.ts';
import { SelectField, TextField } from '../../components/form/fields.tsx';
import { useOptions } from '../../components/options.ts';
import { SearchForm, useSearchForm } from '../../components/SearchForm.tsx';
import type { ProfileFilters } from './api.ts';

const searchFields = profileSearch.pick({ keyword: true, technologies: true, experience: true });
const EMPTY: ProfileFilters = { keyword: '', technologies: '', experience: '' };

/** The talent search (keyword, technologies, experience), every field optional, kept in the URL. */
export function ProfileSearchForm({
  values,
  onSearch,
}: {
  values: ProfileFilters;
  onSearch: (filters: ProfileFilters) => void;
}) {
  const { t } = useTranslation();
  const { options } = useOptions();
  const search = useSearchForm(searchFields, values, EMPTY, onSearch);
  return (
    <SearchForm
      label={t('profiles.search.legend')}
      submitLabel={t('profiles.search.submit')}
      resetLabel={t('profiles.search.reset')}
      search={search}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextField
          control={search.control}
          name="keyword"
          label={t('profiles.search.keyword')}
          placeholder={t('profiles.search.keywordPlaceholder')}
        />
        <TextField
          control={search.control}
          name="technologies"
          label={t('profiles.search.technologies')}
          placeholder={t('profiles.search.technologiesPlaceholder')}
          description={t('profiles.search.technologiesHint')}
        />
        <SelectField
          control={search.control}
          name="experience"
          label={t('profiles.search.experience')}
          options={options('experience')}
          emptyLabel={t('profiles.search.any')}
        />
      </SimpleGrid>
    </SearchForm>
  );
}
