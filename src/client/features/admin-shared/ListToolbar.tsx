import { Button, Group, MultiSelect, Select, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedCallback, useLocalStorage } from '@mantine/hooks';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCalendarLabels } from '../../components/form/DateField.tsx';
import { CSV_SEPARATORS, isCsvSeparator, type CsvSeparator } from './csv.ts';
import type { ListChange, ListState } from './use-list-params.ts';

interface Props {
  state: ListState;
  change: (patch: ListChange) => void;
  /** The states a record may be in: a state filter is shown when given. */
  states?: readonly string[];
  /** Show the creation-date range filter. */
  withDates?: boolean;
  /** Export the list as CSV, with the separator the user chose (kept in this browser). */
  onExport?: (separator: CsvSeparator) => Promise<void>;
  children?: ReactNode;
}

/** Search, state and date filters above an admin list; the values live in the URL (useListParams). */
export function ListToolbar({ state, change, states, withDates, onExport, children }: Props) {
  const { t } = useTranslation();
  const [q, setQ] = useState(state.q);
  const [exporting, setExporting] = useState(false);
  const [stored, setSeparator] = useLocalStorage<CsvSeparator>({ key: 'csvSeparator', defaultValue: 'semicolon' });
  const separator = isCsvSeparator(stored) ? stored : 'semicolon';
  const monthLabels = useCalendarLabels();
  // A range whose first day is picked and the second not yet: shown, but not a filter until it is whole.
  const [picking, setPicking] = useState<[string | null, null] | null>(null);
  const search = useDebouncedCallback((value: string) => change({ q: value }), 350);

  return (
    <Group align="flex-end" gap="sm" wrap="wrap" mb="md">
      <TextInput
        label={t('admin.list.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={q}
        onChange={(e) => {
          setQ(e.currentTarget.value);
          search(e.currentTarget.value);
        }}
        w={{ base: '100%', sm: 240 }}
        type="search"
      />
      {states ? (
        <MultiSelect
          label={t('admin.list.state')}
          data={states.map((s) => ({ value: s, label: t(`admin.states.${s}`) }))}
          value={state.process}
          onChange={(process) => change({ process })}
          clearable
          searchable
          w={{ base: '100%', sm: 260 }}
        />
      ) : null}
      {withDates ? (
        <DatePickerInput
          type="range"
          label={t('admin.list.received')}
          placeholder={t('admin.list.anyDate')}
          value={picking ?? [state.from, state.to]}
          onChange={([from, to]) => {
            if (from && !to) return setPicking([from, null]);
            setPicking(null);
            change({ from, to });
          }}
          clearable
          allowSingleDateInRange
          valueFormat="DD/MM/YYYY"
          w={{ base: '100%', sm: 250 }}
          {...monthLabels}
        />
      ) : null}
      {children}
      {onExport ? (
        <Select
          label={t('admin.list.csvSeparator')}
          data={Object.keys(CSV_SEPARATORS).map((s) => ({ value: s, label: t(`admin.list.separators.${s}`) }))}
          value={separator}
          onChange={(v) => isCsvSeparator(v) && setSeparator(v)}
          allowDeselect={false}
          w={{ base: '100%', sm: 250 }}
          ml={{ sm: 'auto' }}
        />
      ) : null}
      {onExport ? (
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={exporting}
          onClick={() => {
            setExporting(true);
            void onExport(separator).finally(() => setExporting(false));
          }}
        >
          {t('admin.list.exportCsv')}
        </Button>
      ) : null}
    </Group>
  );
}
