import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Pagination,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { adminPath, PEOPLE_SCREEN, PIPELINE_SCREENS } from '../../../shared/admin-screens.ts';
import { statesIn } from '../../../shared/pipelines/descriptor.ts';
import { PIPELINE_DESCRIPTORS } from '../../../shared/pipelines/index.ts';
import { PERSON_KINDS } from '../../../shared/schemas/people.ts';
import { SEARCH_MAX_LENGTH, type SearchResult } from '../../../shared/schemas/search.ts';
import { ApiError } from '../../lib/api.ts';
import { BulkBar } from '../admin-shared/BulkBar.tsx';
import { tagsQuery } from '../admin-shared/tag-api.ts';
import { searchQueryOptions } from './api.ts';
import { safeSnippet } from './snippet.ts';

const PAGE_SIZE = 20;
/** Every state of every pipeline, once: the search's state filter matches a record in any of them. */
const STATES: readonly string[] = [...new Set(Object.values(PIPELINE_DESCRIPTORS).flatMap(statesIn))];

type Match = SearchResult['items'][number]['matches'][number];

/** The page of the record a match lies in: the person's page, or the record on its pipeline's screen. */
const recordPath = (m: Match) =>
  m.recordType === 'people' ? adminPath(PEOPLE_SCREEN, m.id) : adminPath(PIPELINE_SCREENS[m.recordType], m.id);

const pageOf = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : 1;
};

/**
 * The back-office search results (issue 28 item 3) at `/search?q=`: where the top bar's search box goes. The words,
 * filters and page live in the address (back and reload show the same results); a search typed here changes the
 * address, so the top bar's box shows it too. Ranked people, each with the records that matched and a snippet.
 */
export default function SearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const kind = params.get('kind') ?? undefined;
  const state = params.get('state') ?? undefined;
  const tag = params.get('tag') ?? undefined;
  const page = pageOf(params.get('page'));
  // What was typed since the address last changed its words: a new search (the top bar's) shows its own words.
  const [typed, setTyped] = useState({ for: q, value: q });
  const value = typed.for === q ? typed.value : q;

  const result = useQuery(searchQueryOptions({ q, kind, state, tag, page, size: PAGE_SIZE }));
  const tags = useQuery(tagsQuery());
  // People ticked for a bulk tagging (decision 0055), by id.
  const [ticked, setTicked] = useState<number[]>([]);
  const badRequest = result.error instanceof ApiError && result.error.status === 400 ? result.error : null;
  const fieldError = badRequest
    ? t(badRequest.fields.q ?? Object.values(badRequest.fields)[0] ?? 'search.invalid', {
        max: SEARCH_MAX_LENGTH,
        defaultValue: t('search.invalid'),
      })
    : undefined;

  /** Changes the address: any change but the page's goes back to page 1. */
  const change = (patch: Record<string, string | null | undefined>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [key, v] of Object.entries(patch)) {
        if (v) next.set(key, v);
        else next.delete(key);
      }
      if (!('page' in patch)) next.delete('page');
      return next;
    });
  const changeAndClear = (patch: Record<string, string | null | undefined>) => {
    setTicked([]);
    change(patch);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    change({ q: value.trim() });
  };

  const filter = (name: 'kind' | 'state' | 'tag', label: string, data: { value: string; label: string }[]) => (
    <Select
      label={label}
      data={data}
      value={params.get(name)}
      onChange={(v) => changeAndClear({ [name]: v })}
      placeholder={t('people.any')}
      clearable
      w={{ base: '100%', sm: 200 }}
    />
  );

  const data = result.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <Stack gap="md">
      <Title order={1}>{t('admin.menu.search')}</Title>
      <form role="search" onSubmit={submit} aria-label={t('search.form')}>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            type="search"
            name="q"
            label={t('search.words')}
            description={t('search.syntax')}
            value={value}
            onChange={(e) => setTyped({ for: q, value: e.currentTarget.value })}
            error={fieldError}
            leftSection={<IconSearch size={16} aria-hidden />}
            style={{ flex: 1, minWidth: 240 }}
            enterKeyHint="search"
          />
          {filter(
            'kind',
            t('people.kind'),
            PERSON_KINDS.map((k) => ({ value: k, label: t(`people.kinds.${k}`) })),
          )}
          {filter(
            'state',
            t('search.state'),
            STATES.map((s) => ({ value: s, label: t(`admin.states.${s}`) })),
          )}
          {filter(
            'tag',
            t('tags.filter'),
            (tags.data ?? []).map((tg) => ({ value: String(tg.id), label: tg.name })),
          )}
          <Button type="submit" mt={{ base: 0, sm: 'xl' }}>
            {t('search.submit')}
          </Button>
        </Group>
      </form>

      {!q ? (
        <Text c="dimmed">{t('search.prompt')}</Text>
      ) : result.isPending ? (
        <Group gap="xs">
          <Loader size="sm" aria-label={t('search.loading')} />
          <Text size="sm">{t('search.loading')}</Text>
        </Group>
      ) : result.error && !badRequest ? (
        <Alert color="red" title={t('search.failed')}>
          <Button size="xs" variant="light" onClick={() => void result.refetch()}>
            {t('search.retry')}
          </Button>
        </Alert>
      ) : badRequest ? null : data && data.items.length === 0 ? (
        <Text role="status">{t('search.nothing', { q })}</Text>
      ) : data ? (
        <>
          <Group gap="md" wrap="wrap">
            <Text size="sm" c="dimmed" role="status">
              {t(data.totalCapped ? 'search.totalCapped' : 'search.total', { count: data.total })}
            </Text>
            <Checkbox
              label={t('bulk.selectPage')}
              checked={data.items.length > 0 && data.items.every((i) => ticked.includes(i.personId))}
              indeterminate={ticked.length > 0 && !data.items.every((i) => ticked.includes(i.personId))}
              onChange={(e) => setTicked(e.currentTarget.checked ? data.items.map((i) => i.personId) : [])}
            />
          </Group>
          <BulkBar
            selected={ticked.map((id) => ({ recordType: 'people' as const, id }))}
            actions={['tag']}
            onClear={() => setTicked([])}
          />
          <Stack
            gap="sm"
            component="ol"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-busy={result.isFetching}
          >
            {data.items.map((item) => (
              <Paper key={item.personId} component="li" withBorder p="sm" radius="md">
                <Group gap="sm" wrap="nowrap" align="center">
                  <Checkbox
                    aria-label={t('bulk.selectRow', { name: item.name || `#${item.personId}` })}
                    checked={ticked.includes(item.personId)}
                    onChange={(e) => {
                      const on = e.currentTarget.checked;
                      setTicked((prev) => (on ? [...prev, item.personId] : prev.filter((id) => id !== item.personId)));
                    }}
                  />
                  <Title order={2} size="h4">
                    <Anchor component={Link} to={adminPath(PEOPLE_SCREEN, item.personId)}>
                      {item.name || `#${item.personId}`}
                    </Anchor>
                  </Title>
                </Group>
                <Stack gap={6} mt={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {item.matches.map((m) => (
                    <li key={`${m.recordType}-${m.id}-${m.field}`}>
                      <Group gap="xs" wrap="wrap">
                        <Badge variant="filled" radius="sm" color="gray.8">
                          {t(`search.recordTypes.${m.recordType}`)}
                        </Badge>
                        <Anchor component={Link} to={recordPath(m)} size="sm">
                          {t('search.open', { type: t(`search.recordTypes.${m.recordType}`), id: m.id })}
                        </Anchor>
                        <Text size="sm" c="dimmed">
                          {t(`search.fields.${m.field}`, { defaultValue: m.field })}
                        </Text>
                      </Group>
                      {/* The snippet is HTML: escaped by the server but for <mark>, and checked again here
                          (safeSnippet: nothing but text and <mark></mark> gets through) before it is rendered. */}
                      <Text size="sm" mt={2} dangerouslySetInnerHTML={{ __html: safeSnippet(m.snippet) }} />
                    </li>
                  ))}
                </Stack>
              </Paper>
            ))}
          </Stack>
          {pages > 1 ? (
            <Pagination
              total={pages}
              value={page}
              onChange={(p) => {
                setTicked([]);
                change({ page: p > 1 ? String(p) : null });
              }}
              getControlProps={(control) => ({
                'aria-label': t(`search.pagination.${control}`),
              })}
              getItemProps={(p) => ({ 'aria-label': t('search.pagination.page', { page: p }) })}
            />
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
