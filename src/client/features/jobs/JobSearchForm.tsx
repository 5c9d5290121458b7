import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { jobSearch } from '../../../shared/schemas/job.ts';
import { SelectField, TextField } from '../../components/form-fields.tsx';
import { useOptions, type OptionList } from '../../components/options.ts';
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

/** The job search form (spec section 3): every field optional; its values come from and go to the URL. */
export function JobSearchForm({ values, onSearch }: { values: JobFilters; onSearch: (filters: JobFilters) => void }) {
  const { t } = useTranslation();
  const { options } = useOptions();
  const form = useForm({ resolver: zodResolver(searchFields), defaultValues: values });
  const key = JSON.stringify(values);
  // The back button changes the URL: the form shows the search it restores.
  useEffect(() => form.reset(JSON.parse(key) as JobFilters), [key, form]);

  const submit = form.handleSubmit((filters) => onSearch({ ...EMPTY, ...filters }));
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <form role="search" aria-label={t('jobs.search.legend')} onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <TextField
            control={form.control}
            name="keyword"
            label={t('jobs.search.keyword')}
            placeholder={t('jobs.search.keywordPlaceholder')}
            type="text"
          />
          <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm">
            {SELECTS.map(({ name, list }) => (
              <SelectField
                key={name}
                control={form.control}
                name={name}
                label={t(`jobs.search.${name}`)}
                options={options(list)}
                emptyLabel={t('jobs.search.any')}
              />
            ))}
          </SimpleGrid>
          <Group gap="sm">
            <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
              {t('jobs.search.submit')}
            </Button>
            <Button
              variant="subtle"
              onClick={() => {
                form.reset(EMPTY);
                onSearch(EMPTY);
              }}
            >
              {t('jobs.search.reset')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
