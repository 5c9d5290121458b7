import { BarChart } from '@mantine/charts';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { csvLine } from '../../../shared/csv.ts';
import type { Job } from '../../../shared/schemas/job.ts';
import type { FunnelReport } from '../../../shared/schemas/report.ts';
import { api } from '../../lib/api.ts';
import { saveBlob } from '../../lib/save-blob.ts';
import { fetchAll } from '../admin-shared/admin-api.ts';
import { useManagers } from '../admin-shared/use-managers.ts';

/** The report's filters, as the address keeps them (a reload or a shared link shows the same report). */
const FILTERS = ['from', 'to', 'jobId', 'managerId', 'source'] as const;
type Filters = Partial<Record<(typeof FILTERS)[number], string>>;

const percent = (v: number | null) => (v === null ? '–' : `${Math.round(v * 1000) / 10} %`);
const days = (v: number | null) => (v === null ? '–' : String(v));

/**
 * The funnel (issue 31 item 5, docs/decisions/0062): the applications of a period, per job, manager and source,
 * as far as they got through the stages; conversion and drop-out per stage, days in each stage, time to hire,
 * hires per source; as charts and tables, and as CSV.
 */
export default function ReportsPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters: Filters = Object.fromEntries(FILTERS.flatMap((f) => (params.get(f) ? [[f, params.get(f)!]] : [])));
  const set = (key: keyof Filters, value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const report = useQuery({
    queryKey: ['reports', 'funnel', filters],
    queryFn: ({ signal }) => api<FunnelReport>('/api/reports/funnel', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
  const jobs = useQuery({
    queryKey: ['jobs', 'all', 'report'],
    queryFn: () => fetchAll<Job>('jobs', { sort: 'title:asc' }, 2000),
    staleTime: 60_000,
  });
  const { options: managers } = useManagers();
  const data = report.data;
  const stage = (state: string) => t(`admin.states.${state}`);

  const exportCsv = () => {
    if (!data) return;
    const lines = [
      csvLine([t('admin.reports.period'), data.from, data.to]),
      csvLine([t('admin.reports.applications'), data.applications]),
      csvLine([t('admin.reports.anonymised'), data.anonymised]),
      csvLine([]),
      csvLine([
        t('admin.reports.stage'),
        t('admin.reports.reached'),
        t('admin.reports.conversion'),
        t('admin.reports.droppedOut'),
        t('admin.reports.medianDays'),
        t('admin.reports.p90Days'),
      ]),
      ...data.stages.map((s) =>
        csvLine([stage(s.state), s.reached, s.conversion, s.droppedOut, s.medianDays, s.p90Days]),
      ),
      csvLine([]),
      csvLine([
        t('admin.reports.timeToHire'),
        data.timeToHire.hires,
        data.timeToHire.medianDays,
        data.timeToHire.p90Days,
      ]),
      csvLine([]),
      csvLine([t('admin.fields.source'), t('admin.reports.applications'), t('admin.reports.hires')]),
      ...data.sources.map((s) => csvLine([s.source, s.applications, s.hires])),
    ];
    saveBlob(
      new Blob(['\uFEFF' + lines.join('')], { type: 'text/csv;charset=utf-8' }),
      `funnel-${data.from}-${data.to}.csv`,
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('admin.menu.reports')}</Title>
        <Button variant="default" onClick={exportCsv} disabled={!data}>
          {t('admin.reports.exportCsv')}
        </Button>
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label={t('admin.reports.filters')}>
        <TextInput
          type="date"
          label={t('admin.reports.from')}
          value={filters.from ?? data?.from ?? ''}
          onChange={(e) => set('from', e.currentTarget.value || null)}
        />
        <TextInput
          type="date"
          label={t('admin.reports.to')}
          value={filters.to ?? data?.to ?? ''}
          onChange={(e) => set('to', e.currentTarget.value || null)}
        />
        <Select
          label={t('admin.reports.job')}
          placeholder={t('admin.reports.allJobs')}
          searchable
          clearable
          data={(jobs.data ?? []).map((j) => ({
            value: String(j.id),
            label: [j.jobRef, j.title].filter(Boolean).join(' – '),
          }))}
          value={filters.jobId ?? null}
          onChange={(v) => set('jobId', v)}
          w={260}
        />
        <Select
          label={t('admin.reports.manager')}
          placeholder={t('admin.reports.allManagers')}
          clearable
          data={managers}
          value={filters.managerId ?? null}
          onChange={(v) => set('managerId', v)}
          w={200}
        />
        <TextInput
          key={filters.source ?? ''}
          label={t('admin.fields.source')}
          placeholder={t('admin.reports.allSources')}
          defaultValue={filters.source ?? ''}
          onBlur={(e) => set('source', e.currentTarget.value.trim().toLowerCase() || null)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') set('source', e.currentTarget.value.trim().toLowerCase() || null);
          }}
          w={160}
        />
      </Group>
      {report.error ? (
        <Text c="red.9">{t('common.requestFailed')}</Text>
      ) : !data ? (
        <Text c="dimmed">{t('common.loading')}</Text>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Figure label={t('admin.reports.applications')} value={String(data.applications)} />
            <Figure
              label={t('admin.reports.hires')}
              value={`${data.timeToHire.hires}`}
              hint={t('admin.reports.anonymisedCounted', { count: data.anonymised })}
            />
            <Figure
              label={t('admin.reports.timeToHire')}
              value={t('admin.reports.daysValue', {
                median: days(data.timeToHire.medianDays),
                p90: days(data.timeToHire.p90Days),
              })}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Paper withBorder p="md">
              <Title order={2} size="h4" mb="sm">
                {t('admin.reports.funnel')}
              </Title>
              <BarChart
                h={260}
                data={data.stages.map((s) => ({ stage: stage(s.state), reached: s.reached, droppedOut: s.droppedOut }))}
                dataKey="stage"
                withLegend
                legendProps={{ verticalAlign: 'bottom' }}
                yAxisProps={{ allowDecimals: false }}
                aria-label={t('admin.reports.funnel')}
                series={[
                  { name: 'reached', label: t('admin.reports.reached'), color: 'indigo.6' },
                  { name: 'droppedOut', label: t('admin.reports.droppedOut'), color: 'red.7' },
                ]}
              />
            </Paper>
            <Paper withBorder p="md">
              <Title order={2} size="h4" mb="sm">
                {t('admin.reports.sources')}
              </Title>
              <BarChart
                h={260}
                data={data.sources.slice(0, 10)}
                dataKey="source"
                withLegend
                legendProps={{ verticalAlign: 'bottom' }}
                yAxisProps={{ allowDecimals: false }}
                aria-label={t('admin.reports.sources')}
                series={[
                  { name: 'applications', label: t('admin.reports.applications'), color: 'teal.7' },
                  { name: 'hires', label: t('admin.reports.hires'), color: 'indigo.7' },
                ]}
              />
            </Paper>
          </SimpleGrid>
          <Paper withBorder p="md">
            <Table striped aria-label={t('admin.reports.stagesTable')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin.reports.stage')}</Table.Th>
                  <Table.Th>{t('admin.reports.reached')}</Table.Th>
                  <Table.Th>{t('admin.reports.conversion')}</Table.Th>
                  <Table.Th>{t('admin.reports.droppedOut')}</Table.Th>
                  <Table.Th>{t('admin.reports.medianDays')}</Table.Th>
                  <Table.Th>{t('admin.reports.p90Days')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.stages.map((s) => (
                  <Table.Tr key={s.state}>
                    <Table.Th scope="row">{stage(s.state)}</Table.Th>
                    <Table.Td>{s.reached}</Table.Td>
                    <Table.Td>{percent(s.conversion)}</Table.Td>
                    <Table.Td>{s.droppedOut}</Table.Td>
                    <Table.Td>{days(s.medianDays)}</Table.Td>
                    <Table.Td>{days(s.p90Days)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
          <Paper withBorder p="md">
            <Table striped aria-label={t('admin.reports.sources')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin.fields.source')}</Table.Th>
                  <Table.Th>{t('admin.reports.applications')}</Table.Th>
                  <Table.Th>{t('admin.reports.hires')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.sources.map((s) => (
                  <Table.Tr key={s.source}>
                    <Table.Th scope="row">{s.source}</Table.Th>
                    <Table.Td>{s.applications}</Table.Td>
                    <Table.Td>{s.hires}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
          <Text size="sm" c="dimmed" lang={i18n.resolvedLanguage}>
            {t('admin.reports.note')}
          </Text>
        </>
      )}
    </Stack>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder p="md">
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="gray.7">
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}
