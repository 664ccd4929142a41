// A report as the merchant reads it: the key figures, a chart, the heat map for sales, then each
// table with its totals.
import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReportReply } from '@storekeep/domain/report-api';
import { useTranslation } from 'react-i18next';
import { BarChart } from './bar-chart.tsx';
import { cellText } from './cell-text.ts';
import { HourHeatmap } from './hour-heatmap.tsx';
import { ReportTable } from './report-table.tsx';

/** The column a chart's labels come from, to name them as the table does. */
const chartColumn = (key: string) => key.replace(/^net-by-/, '');

export function ReportView({ report }: { report: ReportReply }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" data-testid={`report-${report.report}`}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {report.figures.map((f) => (
          <Card key={f.key} withBorder padding="sm" radius="md" data-testid={`figure-${f.key}`}>
            <Text size="xs" c="dimmed">
              {t(`reports.figures.${f.key}`)}
            </Text>
            <Text fw={700} fz={{ base: 'md', sm: 'lg' }}>
              {cellText(t, f.value, f.kind, f.key)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      {report.charts.map((chart) => (
        <BarChart
          key={chart.key}
          chart={chart}
          title={t(`reports.charts.${chart.key.startsWith('net-by-') ? 'netBy' : chart.key}`)}
          labelOf={(label) => cellText(t, label, 'text', chartColumn(chart.key))}
        />
      ))}
      {report.heatmap && <HourHeatmap heatmap={report.heatmap} />}
      {report.tables.map((table) => (
        <ReportTable key={table.key} table={table} />
      ))}
    </Stack>
  );
}
