// Bills by weekday and hour of day (India time) as a grid of shaded cells; each cell names its
// weekday, hour and count for screen readers, and only the hours with any bill are drawn.
import { Box, ScrollArea, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

export function HourHeatmap({ heatmap }: { heatmap: number[][] }) {
  const { t } = useTranslation();
  const hours = Array.from({ length: 24 }, (_, h) => h).filter((h) =>
    heatmap.some((day) => (day[h] ?? 0) > 0),
  );
  const max = Math.max(1, ...heatmap.flat());
  if (hours.length === 0) return null;
  const title = t('reports.heatmap');
  return (
    <section aria-label={title} data-testid="heatmap">
      <Title order={3} fz="md" mb={6}>
        {title}
      </Title>
      <ScrollArea type="auto" offsetScrollbars viewportProps={{ tabIndex: 0 }} aria-label={title}>
        <Table withTableBorder fz="xs" miw={hours.length * 34 + 60} style={{ tableLayout: 'fixed' }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={60} />
              {hours.map((h) => (
                <Table.Th key={h} ta="center">
                  {String(h).padStart(2, '0')}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {WEEKDAYS.map((day, d) => (
              <Table.Tr key={day}>
                <Table.Th scope="row">{t(`reports.weekdays.${day}`)}</Table.Th>
                {hours.map((h) => {
                  const bills = heatmap[d]?.[h] ?? 0;
                  const strength = bills / max;
                  return (
                    <Table.Td key={h} ta="center" p={2}>
                      <Box
                        title={t('reports.heatmapCell', { count: bills, hour: String(h).padStart(2, '0') })}
                        style={{
                          borderRadius: 3,
                          background:
                            bills === 0 ? 'transparent' : `rgba(34, 139, 230, ${0.15 + 0.85 * strength})`,
                          color: strength > 0.5 ? 'white' : 'inherit',
                        }}
                      >
                        {bills || ''}
                      </Box>
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </section>
  );
}
