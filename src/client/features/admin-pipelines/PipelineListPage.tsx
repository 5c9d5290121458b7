import { Select, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
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

/** The filters of the job applications' list besides the common ones (decision 0054). */
const MARK_FILTERS = ['tag', 'rating'] as const;
const NO_FILTERS: readonly string[] = [];

/**
 * A pipeline's records: search, state and date filters (tag and rating on job applications), sorting, pages, CSV
 * export, rows ticked for a bulk action (decision 0055); a row opens the record.
 */
export default function PipelineListPage() {
  const { t, i18n } = useTranslation();
  const config = usePipelineConfig();
  const navigate = useNavigate();
  const location = useLocation();
  const screen = PIPELINE_SCREENS[config.resource];
  const marks = config.resource === 'job-applications';
  const { state, change, query } = useListParams('creationDate:desc', marks ? MARK_FILTERS : NO_FILTERS);
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

  // "All matching": the list's search and filters, read again by the server in the user's charge.
  const filter = {
    recordType: config.resource,
    q: state.q || undefined,
    process: state.process.join(',') || undefined,
    from: state.from ?? undefined,
    to: state.to ?? undefined,
    tag: state.filters.tag ? Number(state.filters.tag) : undefined,
    rating: state.filters.rating ? Number(state.filters.rating) : undefined,
  } as BulkFilter;
  const pageFull = Boolean(list.data && list.data.items.length > 0 && selected.length === list.data.items.length);
  const changeList: typeof change = (patch) => {
    setSelected([]);
    change(patch);
  };

  return (
    <Stack gap="md">
      <Title order={1}>{t(adminTitleKey(screen))}</Title>
      <ListToolbar
        key={config.resource}
        state={state}
        change={changeList}
        states={config.states}
        withDates
        onExport={exportCsv}
      >
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
