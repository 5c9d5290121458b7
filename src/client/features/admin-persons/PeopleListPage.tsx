import { Anchor, Badge, Group, Select, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { adminPath, PEOPLE_SCREEN } from '../../../shared/admin-screens.ts';
import { LANGUAGES } from '../../../shared/constants.ts';
import { PERSON_KINDS, type PersonSummary } from '../../../shared/schemas/people.ts';
import { AdminTable } from '../admin-shared/AdminTable.tsx';
import { formatDate, fullName } from '../admin-shared/format.ts';
import { ListToolbar } from '../admin-shared/ListToolbar.tsx';
import { useListParams } from '../admin-shared/use-list-params.ts';
import { peopleQuery } from './api.ts';

/** The list's own filters, as `GET /api/people` names them. */
const FILTERS = ['kind', 'possibleDuplicate', 'poolConsent', 'lang'] as const;

/**
 * The people list (issue 27 item 3, decision 0045): everyone the firm deals with, newest first, searched by name,
 * e-mail or phone, filtered by kind, possible duplicate (a shared phone), talent-pool consent and language. A row
 * opens the person at `/crudPeople/{id}`.
 */
export default function PeopleListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, change, query } = useListParams('creationDate:desc', FILTERS);
  const { sort: _sort, process: _process, from: _from, to: _to, after: _after, ...peopleParams } = query;
  const list = useQuery(peopleQuery(peopleParams));
  const yesNo = (yes: string, no: string) => [
    { value: 'true', label: yes },
    { value: 'false', label: no },
  ];
  const filter = (name: (typeof FILTERS)[number], label: string, data: { value: string; label: string }[]) => (
    <Select
      label={label}
      data={data}
      value={state.filters[name] ?? null}
      onChange={(v) => change({ filters: { [name]: v } })}
      placeholder={t('people.any')}
      clearable
      w={{ base: '100%', sm: 200 }}
    />
  );

  const columns: DataTableColumn<PersonSummary>[] = [
    {
      accessor: 'lastName',
      title: t('people.name'),
      render: (p) => (
        <Group gap={6} wrap="nowrap">
          {/* A link: the row opens by keyboard too, and the scrolled table holds something to focus. */}
          <Anchor component={Link} to={adminPath(PEOPLE_SCREEN, p.id)} onClick={(e) => e.stopPropagation()}>
            {fullName(p) || p.email || `#${p.id}`}
          </Anchor>
          {p.possibleDuplicate ? (
            <Badge size="xs" color="red.9" variant="filled">
              {t('people.possibleDuplicate')}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    { accessor: 'email', title: t('people.email') },
    { accessor: 'phone', title: t('people.phone'), visibleMediaQuery: (th) => `(min-width: ${th.breakpoints.md})` },
    {
      accessor: 'kinds',
      title: t('people.kind'),
      render: (p) => p.kinds.map((k) => t(`people.kinds.${k}`)).join(', '),
    },
    { accessor: 'lang', title: t('people.lang'), visibleMediaQuery: (th) => `(min-width: ${th.breakpoints.lg})` },
    {
      accessor: 'creationDate',
      title: t('people.created'),
      noWrap: true,
      render: (p) => formatDate(p.creationDate),
    },
  ];
  return (
    <Stack gap="md">
      <Title order={1}>{t('admin.menu.crudPeople')}</Title>
      <ListToolbar state={state} change={change}>
        {filter(
          'kind',
          t('people.kind'),
          PERSON_KINDS.map((k) => ({ value: k, label: t(`people.kinds.${k}`) })),
        )}
        {filter(
          'possibleDuplicate',
          t('people.possibleDuplicate'),
          yesNo(t('people.duplicatesOnly'), t('people.notDuplicates')),
        )}
        {filter('poolConsent', t('people.poolConsent'), yesNo(t('people.poolYes'), t('people.poolNo')))}
        {filter(
          'lang',
          t('people.lang'),
          LANGUAGES.map((l) => ({ value: l, label: l.toUpperCase() })),
        )}
      </ListToolbar>
      <AdminTable
        data={list.data}
        fetching={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        columns={columns}
        state={state}
        change={change}
        onRowClick={(p) => void navigate(adminPath(PEOPLE_SCREEN, p.id))}
      />
    </Stack>
  );
}
