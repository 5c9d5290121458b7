import { Button, Group, NativeSelect, Stack, TextInput, Title } from '@mantine/core';
import { IconLayoutKanban } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { adminPath, adminTitleKey, PIPELINE_SCREENS } from '../../../shared/admin-screens.ts';
import { useQuery } from '@tanstack/react-query';
import { AdminTable } from '../admin-shared/AdminTable.tsx';
import type { CsvSeparator } from '../admin-shared/csv.ts';
import { saveBlob } from '../../lib/save-blob.ts';
import { notifyFailed } from '../admin-shared/feedback.tsx';
import { ListToolbar } from '../admin-shared/ListToolbar.tsx';
import { useListParams } from '../admin-shared/use-list-params.ts';
import { listNavSource, recordNavState } from '../admin-shared/record-nav.ts';
import { pipelineColumns } from './pipeline-columns.tsx';
import { fetchPipelineCsv, pipelineListQuery } from './api.ts';
import { usePipelineConfig } from './use-pipeline-config.ts';

/** The filters of issue 31 (docs/decisions/0062): the knock-out mark and the source, in the address. */
const FILTERS: Partial<Record<string, readonly string[]>> = {
  'job-applications': ['knockedOut', 'source'],
  'spontaneous-applications': ['source'],
};
const NO_FILTERS: readonly string[] = [];

/** A pipeline's records: search, state and date filters, sorting, pages, CSV export; a row opens the record. */
export default function PipelineListPage() {
  const { t, i18n } = useTranslation();
  const config = usePipelineConfig();
  const navigate = useNavigate();
  const location = useLocation();
  const screen = PIPELINE_SCREENS[config.resource];
  const filterNames = FILTERS[config.resource] ?? NO_FILTERS;
  const { state, change, query } = useListParams('creationDate:desc', filterNames);
  const list = useQuery(pipelineListQuery(config.resource, query));

  const exportCsv = async (separator: CsvSeparator) => {
    try {
      const csv = await fetchPipelineCsv(config.resource, query, i18n.resolvedLanguage ?? 'en', separator);
      const day = new Date().toISOString().slice(0, 10);
      saveBlob(csv, `${config.resource}-${day}.csv`);
    } catch (err) {
      notifyFailed(t, err);
    }
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
        change={change}
        states={config.states}
        withDates
        onExport={exportCsv}
      >
        {filterNames.includes('knockedOut') ? (
          <NativeSelect
            aria-label={t('admin.screening.filter')}
            value={state.filters.knockedOut ?? ''}
            onChange={(e) => change({ filters: { knockedOut: e.currentTarget.value || null } })}
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
            onBlur={(e) => change({ filters: { source: e.currentTarget.value.trim().toLowerCase() || null } })}
            onKeyDown={(e) => {
              if (e.key === 'Enter')
                change({ filters: { source: e.currentTarget.value.trim().toLowerCase() || null } });
            }}
            w={140}
          />
        ) : null}
      </ListToolbar>
      <AdminTable
        data={list.data}
        fetching={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        columns={pipelineColumns(config, t)}
        state={state}
        change={change}
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
