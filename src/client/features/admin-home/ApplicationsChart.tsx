import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '../../../shared/schemas/dashboard.ts';
import { formatDate } from '../admin-shared/format.ts';

/** Job and spontaneous applications received each week (Monday to Sunday), stacked. */
export function ApplicationsChart({ data }: { data: Dashboard['applicationsPerWeek'] }) {
  const { t } = useTranslation();
  const rows = data.map((w) => ({ ...w, label: formatDate(w.week).replace(/,? \d{4}$/, '') }));
  return (
    <BarChart
      h={260}
      data={rows}
      dataKey="label"
      type="stacked"
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      tickLine="y"
      yAxisProps={{ allowDecimals: false }}
      aria-label={t('admin.home.perWeek')}
      series={[
        { name: 'jobApplications', label: t('admin.menu.jobsApplications'), color: 'indigo.6' },
        { name: 'spontaneousApplications', label: t('admin.menu.spontanousApplications'), color: 'teal.5' },
      ]}
    />
  );
}
