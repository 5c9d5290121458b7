import { Alert, Button, Text } from '@mantine/core';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import type { Page } from '../../../shared/schemas/pagination.ts';
import { firstClickAscending, type ListChange, type ListState } from './use-list-params.ts';

interface Props<T> {
  data: Page<T> | undefined;
  fetching: boolean;
  columns: DataTableColumn<T>[];
  state: ListState;
  change: (patch: ListChange) => void;
  onRowClick?: (record: T) => void;
  idAccessor?: string;
  /** The list's failure, when its request failed: the table then says so, with a retry, never "nothing matches". */
  error?: unknown;
  onRetry?: () => void;
  /** Rows ticked for a bulk action (decision 0055): the table shows a checkbox per row and one for the page. */
  selection?: { selected: T[]; onChange: (rows: T[]) => void; label: (record: T) => string };
}

const PAGE_SIZES = [10, 25, 50, 100];

/** An admin list: mantine-datatable with the server's sorting and pagination, and the list state in the URL. */
export function AdminTable<T>({
  data,
  fetching,
  columns,
  state,
  change,
  onRowClick,
  idAccessor,
  error,
  onRetry,
  selection,
}: Props<T>) {
  const { t } = useTranslation();
  if (error && !fetching) return <ListLoadFailed onRetry={onRetry} />;
  // Past COUNT_CAP the server stops counting: the pages go on as long as there is a next one.
  const shown = (state.page - 1) * state.size + (data?.items.length ?? 0);
  const totalRecords = data?.totalCapped ? Math.max(data.total, shown + (data.next ? 1 : 0)) : (data?.total ?? 0);
  return (
    <DataTable<T>
      withTableBorder
      borderRadius="md"
      striped
      highlightOnHover
      minHeight={data?.items.length ? undefined : 180}
      records={data?.items ?? []}
      columns={columns}
      // A list wider than the page scrolls sideways: its row buttons stay in view all the same.
      pinLastColumn={columns.at(-1)?.accessor === 'actions'}
      idAccessor={idAccessor ?? 'id'}
      fetching={fetching}
      totalRecords={totalRecords}
      recordsPerPage={state.size}
      page={state.page}
      // The next page is read after the last row's cursor, a seek however deep; any other by its number.
      onPageChange={(page) => change(page === state.page + 1 && data?.next ? { page, after: data.next } : { page })}
      recordsPerPageOptions={PAGE_SIZES}
      onRecordsPerPageChange={(size) => change({ size })}
      recordsPerPageLabel={t('admin.list.perPage')}
      paginationText={({ from, to }) =>
        data?.totalCapped
          ? t('admin.list.paginationCapped', { from, to, total: data.total.toLocaleString() })
          : t('admin.list.pagination', { from, to, total: totalRecords })
      }
      sortStatus={state.sort}
      onSortStatusChange={(sort) => change({ sort: firstClickAscending(state.sort, sort as DataTableSortStatus) })}
      noRecordsText={t('admin.list.empty')}
      loadingText={t('common.loading')}
      onRowClick={onRowClick ? ({ record }) => onRowClick(record) : undefined}
      {...(selection
        ? {
            selectedRecords: selection.selected,
            onSelectedRecordsChange: selection.onChange,
            allRecordsSelectionCheckboxProps: { 'aria-label': t('bulk.selectPage') },
            getRecordSelectionCheckboxProps: (record: T) => ({ 'aria-label': selection.label(record) }),
          }
        : {})}
      getPaginationControlProps={(control) =>
        control === 'previous'
          ? { 'aria-label': t('admin.list.previousPage') }
          : control === 'next'
            ? { 'aria-label': t('admin.list.nextPage') }
            : {}
      }
    />
  );
}

/** A list whose request failed: said as such (an empty table would read as "nothing matches"), with a retry. */
function ListLoadFailed({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={t('admin.list.loadFailed')}>
      <Text size="sm" mb={onRetry ? 'sm' : 0}>
        {t('admin.list.loadFailedText')}
      </Text>
      {onRetry ? (
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('admin.list.retry')}
        </Button>
      ) : null}
    </Alert>
  );
}
