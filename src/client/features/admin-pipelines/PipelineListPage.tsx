import { Button, Group, NativeSelect, Select, Stack, TextInput, Title } from '@mantine/core';
import { IconLayoutKanban } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useState } from 'react';
import { adminPath, adminTitleKey, PIPELINE_SCREENS } from '../../../shared/admin-screens.ts';
import type { BulkFilter } from '../../../shared/schemas/bulk.ts';
import { useQuery } from '@tanstack/react-query';
import { AdminTable } from '../admin-shared/AdminTable.tsx';
import { BulkBar } from '../admin-shared/BulkBar.tsx';
import type { CsvSeparator } from '../admin-shared/csv.ts';
import { saveBlob } from '../../lib/save-blob.ts';
import { notifyFailed } from '../admin-shared/feedback.tsx';
import { ListToolbar } from '../admin-shared/ListToolbar.tsx';
import { tagsQuery } from '../admin-shared/tag-api.ts';
import { useListParams } from '../admin-shared/use-list-params.ts';
import { listNavSource, recordNavState } from '../admin-shared/record-nav.ts';
import { pipelineColumns, type PipelineRow } from './pipeline-columns.tsx';
import { fetchPipelineCsv, pipelineListQuery } from './api.ts';
import { usePipelineConfig } from './use-pipeline-config.ts';

/**
 * A pipeline's records: search, state and date filters, sorting, pages, CSV export, rows ticked for a bulk action
 * (decision 0055); a row opens the record.
 */
export default function PipelineListPage() {
  const { t, i18n } = useTranslation();
  const config = usePipelineConfig();
  const navigate = useNavigate();
  const location = useLocation();
  const screen = PIPELINE_SCREENS[config.resource];
  // The filters besides the common ones, in the address: its descriptor's (tag and rating: decision 0054; the
  // knock-out mark and the source: decision 0062).
  const filterNames = config.list.filters;
  const marks = filterNames.includes('tag');
  const { state, change, query } = useListParams(config.list.defaultSort, filterNames);
  const list = useQuery(pipelineListQuery(config.resource, query));
  const tags = useQuery({ ...tagsQuery(), enabled: marks });
  const [selected, setSelected] = useState<PipelineRow[]>([]);

  const exportCsv = async (separator: CsvSeparator) => {
    try {
      const csv = await fetchPipelineCsv(config.resource, query, i18n.resolvedLanguage ?? 'en', separator);
      const day = new Date().toISOString().slice(0, 10);
      saveBlob(csv, `${config.resource}-${day}.csv`);
    } catch (err) {
      notifyFailed(t, err);
    }
  };

  // "All matching": the list's search and every one of its filters (the bulk filter is the list's own query's
  // fields), read again by the server in the user's charge.
  const filter = {
    recordType: config.resource,
    q: state.q || undefined,
    process: state.process.join(',') || undefined,
    from: state.from ?? undefined,
    to: state.to ?? undefined,
    ...Object.fromEntries(filterNames.flatMap((name) => (state.filters[name] ? [[name, state.filters[name]]] : []))),
  } as BulkFilter;
  const pageFull = Boolean(list.data && list.data.items.length > 0 && selected.length === list.data.items.length);
  const changeList: typeof change = (patch) => {
    setSelected([]);
    change(patch);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t(adminTitleKey(screen))}</Title>
        {config.resource === 'spontaneous-applications' ? (
          // The spontaneous applications' board (issue 28 item 1).
          <Button
            component={Link}
            to={`${adminPath(screen)}/board`}
            variant="light"
            leftSection={<IconLayoutKanban size={16} aria-hidden />}
          >
            {t('board.openSpontaneous')}
          </Button>
        ) : null}
      </Group>
      <ListToolbar
        key={config.resource}
        state={state}
        change={changeList}
        states={config.states}
        withDates
        onExport={exportCsv}
      >
        {filterNames.includes('knockedOut') ? (
          <NativeSelect
            aria-label={t('admin.screening.filter')}
            value={state.filters.knockedOut ?? ''}
            onChange={(e) => changeList({ filters: { knockedOut: e.currentTarget.value || null } })}
            data={[
              { value: '', label: t('admin.screening.filterAll') },
              { value: 'true', label: t('admin.screening.filterMarked') },
              { value: 'false', label: t('admin.screening.filterNotMarked') },
            ]}
          />
        ) : null}
        {filterNames.includes('source') ? (
          <TextInput
            key={state.filters.source ?? ''}
            aria-label={t('admin.fields.source')}
            placeholder={t('admin.fields.source')}
            defaultValue={state.filters.source ?? ''}
            onBlur={(e) => changeList({ filters: { source: e.currentTarget.value.trim().toLowerCase() || null } })}
            onKeyDown={(e) => {
              if (e.key === 'Enter')
                changeList({ filters: { source: e.currentTarget.value.trim().toLowerCase() || null } });
            }}
            w={140}
          />
        ) : null}
        {marks ? (
          <>
            <Select
              label={t('tags.filter')}
              placeholder={t('tags.any')}
              data={(tags.data ?? []).map((tag) => ({ value: String(tag.id), label: tag.name }))}
              value={state.filters.tag ?? null}
              onChange={(v) => changeList({ filters: { tag: v } })}
              clearable
              searchable
              w={180}
            />
            <Select
              label={t('tags.rating.filter')}
              placeholder={t('tags.any')}
              data={['1', '2', '3', '4', '5'].map((r) => ({
                value: r,
                label: t('tags.rating.atLeast', { rating: r }),
              }))}
              value={state.filters.rating ?? null}
              onChange={(v) => changeList({ filters: { rating: v } })}
              clearable
              w={150}
            />
          </>
        ) : null}
      </ListToolbar>
      <BulkBar
        selected={selected.map((r) => ({ recordType: config.resource, id: r.id }))}
        matching={list.data ? { filter, total: list.data.total, pageFull } : null}
        actions={
          config.resource === 'job-applications' || config.resource === 'spontaneous-applications'
            ? ['move', 'tag', 'reject', 'export']
            : ['move', 'export']
        }
        states={config.states}
        onClear={() => setSelected([])}
      />
      <AdminTable
        data={list.data}
        fetching={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        columns={pipelineColumns(config, t)}
        state={state}
        change={changeList}
        selection={{
          selected,
          onChange: setSelected,
          label: (r) =>
            t('bulk.selectRow', { name: `${String(r.firstName ?? '')} ${String(r.lastName ?? '')}`.trim() || r.id }),
        }}
        // The record page walks this list (previous / next, across its pages) and comes back to it as it is.
        onRowClick={(r) =>
          void navigate(adminPath(screen, r.id), {
            state: list.data
              ? recordNavState(
                  listNavSource(
                    config.resource,
                    `${adminPath(screen)}/`,
                    query,
                    list.data,
                    location.pathname + location.search,
                  ),
                )
              : undefined,
          })
        }
      />
    </Stack>
  );
}
