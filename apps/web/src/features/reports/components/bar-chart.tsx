// A report's chart drawn with @mantine/charts (recharts): one horizontal bar per point, its value
// written at the bar's end, labels cut short on the axis so it reads at 360 px. The picture is
// hidden from screen readers; a list beside it, visually hidden, reads each label with its number.
import '@mantine/charts/styles.css';
import { BarChart as MantineBarChart } from '@mantine/charts';
import { Stack, Title, VisuallyHidden } from '@mantine/core';
import type { ReportChart } from '@storekeep/domain/report-api';
import { formatMoney, formatNumber } from '../../../app/format.ts';

const BAR_HEIGHT = 34;
const LABEL_CHARS = 14;

const shortLabel = (label: string) =>
  label.length > LABEL_CHARS ? `${label.slice(0, LABEL_CHARS - 1)}…` : label;

export function BarChart({
  chart,
  title,
  labelOf,
}: {
  chart: ReportChart;
  title: string;
  labelOf: (label: string) => string;
}) {
  if (chart.points.length === 0) return null;
  const valueText = (v: number) =>
    chart.kind === 'money' ? formatMoney(v) : new Intl.NumberFormat('en-IN').format(v);
  // Bars in rupees (money) so the axis and labels read as the tables do.
  const scale = chart.kind === 'money' ? 100 : 1;
  const data = chart.points.map((p) => ({ label: labelOf(p.label), value: p.value / scale }));
  return (
    <Stack gap={6} data-testid={`chart-${chart.key}`}>
      <Title order={3} fz="md">
        {title}
      </Title>
      <div aria-hidden>
        <MantineBarChart
          h={chart.points.length * BAR_HEIGHT + 40}
          data={data}
          dataKey="label"
          orientation="vertical"
          series={[{ name: 'value', label: title, color: 'blue.6' }]}
          getBarColor={(value) => (value < 0 ? 'red.6' : 'blue.6')}
          valueFormatter={(v) => formatNumber(v, { notation: 'compact', maximumFractionDigits: 1 })}
          withBarValueLabel
          withTooltip={false}
          gridAxis="x"
          tickLine="none"
          maxBarWidth={22}
          yAxisProps={{ width: 104, tickFormatter: (v: string) => shortLabel(String(v)), interval: 0 }}
          xAxisProps={{ tickCount: 3 }}
          // No keyboard stop inside a picture hidden from screen readers (the list below reads it).
          barChartProps={{ margin: { right: 48, left: 0 }, accessibilityLayer: false }}
        />
      </div>
      <VisuallyHidden>
        <ul aria-label={title}>
          {chart.points.map((point) => (
            <li key={point.label}>
              {labelOf(point.label)}: {valueText(point.value)}
            </li>
          ))}
        </ul>
      </VisuallyHidden>
    </Stack>
  );
}
