import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { profileSearch } from '../../../shared/schemas/profile.ts';
import { SelectField, TextField } from '../../components/form-fields.tsx';
import { useOptions } from '../../components/options.ts';
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
  const form = useForm({ resolver: zodResolver(searchFields), defaultValues: values });
  const key = JSON.stringify(values);
  useEffect(() => form.reset(JSON.parse(key) as ProfileFilters), [key, form]);
  const submit = form.handleSubmit((filters) => onSearch({ ...EMPTY, ...filters }));

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <form role="search" aria-label={t('profiles.search.legend')} onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextField
              control={form.control}
              name="keyword"
              label={t('profiles.search.keyword')}
              placeholder={t('profiles.search.keywordPlaceholder')}
            />
            <TextField
              control={form.control}
              name="technologies"
              label={t('profiles.search.technologies')}
              placeholder={t('profiles.search.technologiesPlaceholder')}
              description={t('profiles.search.technologiesHint')}
            />
            <SelectField
              control={form.control}
              name="experience"
              label={t('profiles.search.experience')}
              options={options('experience')}
              emptyLabel={t('profiles.search.any')}
            />
          </SimpleGrid>
          <Group gap="sm">
            <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
              {t('profiles.search.submit')}
            </Button>
            <Button
              variant="subtle"
              onClick={() => {
                form.reset(EMPTY);
                onSearch(EMPTY);
              }}
            >
              {t('profiles.search.reset')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
