import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A search form whose values come from and go to the URL; every field optional. The back button changes the URL:
 * the form then shows the search it restores.
 */
export function useSearchForm<F extends { [K in keyof F]: string }>(
  schema: z.ZodType<Partial<F>, Partial<F>>,
  values: F,
  empty: F,
  onSearch: (filters: F) => void,
) {
  const form = useForm<Partial<F>, unknown, Partial<F>>({
    resolver: zodResolver(schema),
    defaultValues: values as Partial<F> as DefaultValues<Partial<F>>,
  });
  const key = JSON.stringify(values);
  useEffect(() => form.reset(JSON.parse(key) as F), [key, form]);
  return {
    control: form.control,
    submit: form.handleSubmit((filters) => onSearch({ ...empty, ...filters })),
    clear: () => {
      form.reset(empty);
      onSearch(empty);
    },
  };
}

/** The frame of a public search: a labelled search landmark, its fields, and the search and reset buttons. */
export function SearchForm({
  label,
  submitLabel,
  resetLabel,
  search,
  children,
}: {
  label: string;
  submitLabel: string;
  resetLabel: string;
  search: { submit: (event?: React.BaseSyntheticEvent) => Promise<void>; clear: () => void };
  children: ReactNode;
}) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <form role="search" aria-label={label} onSubmit={(e) => void search.submit(e)} noValidate>
        <Stack gap="md">
          {children}
          <Group gap="sm">
            <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
              {submitLabel}
            </Button>
            <Button variant="subtle" onClick={search.clear}>
              {resetLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
