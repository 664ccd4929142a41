// A bar chart drawn with plain elements: one bar per point, its value written beside it, so it
// reads at 360 px and a screen reader hears each label with its number (a list).
import { Box, Group, Stack, Text, Title } from '@mantine/core';
import { formatPaise } from '@storekeep/domain/money';
import type { ReportChart } from '@storekeep/domain/report-api';

export function BarChart({
  chart,
  title,
  labelOf,
}: {
  chart: ReportChart;
  title: string;
  labelOf: (label: string) => string;
}) {
  const max = Math.max(1, ...chart.points.map((p) => Math.abs(p.value)));
  const valueText = (v: number) =>
    chart.kind === 'money' ? formatPaise(v) : new Intl.NumberFormat('en-IN').format(v);
  if (chart.points.length === 0) return null;
  return (
    <Stack gap={6} data-testid={`chart-${chart.key}`}>
      <Title order={3} fz="md">
        {title}
      </Title>
      <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={title}>
        {chart.points.map((point) => (
          <Box component="li" key={point.label} mb={4}>
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <Text size="xs" truncate style={{ minWidth: 0 }}>
                {labelOf(point.label)}
              </Text>
              <Text size="xs" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {valueText(point.value)}
              </Text>
            </Group>
            <Box
              aria-hidden
              h={8}
              style={{
                width: `${Math.max(1, (Math.abs(point.value) / max) * 100)}%`,
                borderRadius: 4,
                background: point.value < 0 ? 'var(--mantine-color-red-6)' : 'var(--mantine-color-blue-6)',
              }}
            />
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
