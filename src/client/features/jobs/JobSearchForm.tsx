import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { jobSearch } from '../../../shared/schemas/job.ts';
import { SelectField, TextField } from '../../components/form/fields.tsx';
import { useOptions, type OptionList } from '../../components/options.ts';
import { SearchForm, useSearchForm } from '../../components/SearchForm.tsx';
import type { JobFilters } from './search-params.ts';

const searchFields = jobSearch.pick({
  keyword: true,
  type: true,
  province: true,
  industry: true,
  seniorityLevel: true,
  experience: true,
});

const SELECTS: { name: Exclude<keyof JobFilters, 'keyword'>; list: OptionList }[] = [
  { name: 'type', list: 'type' },
  { name: 'province', list: 'province' },
  { name: 'industry', list: 'industry' },
  { name: 'seniorityLevel', list: 'seniorityLevel' },
  { name: 'experience', list: 'experience' },
];

const EMPTY: JobFilters = { keyword: '', type: '', province: '', industry: '', seniorityLevel: '', experience: '' };

/** The job search form (docs/spec/product-spec.md#3-entities-and-their-fields): every field optional; its values come from and go to the URL. */
export function JobSearchForm({ values, onSearch }: { values: JobFilters; onSearch: (filters: JobFilters) => void }) {
  const { t } = useTranslation();
  const { options } = useOptions();
  const search = useSearchForm(searchFields, values, EMPTY, onSearch);
  return (
    <SearchForm
      label={t('jobs.search.legend')}
      submitLabel={t('jobs.search.submit')}
      resetLabel={t('jobs.search.reset')}
      search={search}
    >
      <TextField
        control={search.control}
        name="keyword"
        label={t('jobs.search.keyword')}
        placeholder={t('jobs.search.keywordPlaceholder')}
        type="text"
      />
      <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm">
        {SELECTS.map(({ name, list }) => (
          <SelectField
            key={name}
            control={search.control}
            name={name}
            label={t(`jobs.search.${name}`)}
            options={options(list)}
            emptyLabel={t('jobs.search.any')}
          />
        ))}
      </SimpleGrid>
    </SearchForm>
  );
}
