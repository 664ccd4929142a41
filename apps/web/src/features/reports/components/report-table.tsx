// One table of a report with its totals row; wide tables scroll sideways inside a region that the
// keyboard can reach, so the page itself never overflows at 360 px.
import { ScrollArea, Table, Text, Title } from '@mantine/core';
import type { ReportTable as Table_ } from '@storekeep/domain/report-api';
import { useTranslation } from 'react-i18next';
import { cellText } from './cell-text.ts';

export function ReportTable({ table }: { table: Table_ }) {
  const { t } = useTranslation();
  const title = t(`reports.tables.${table.key}`);
  const align = (kind: string) => (kind === 'text' || kind === 'date' ? 'left' : 'right');
  return (
    <section aria-label={title} data-testid={`table-${table.key}`}>
      <Title order={3} fz="md" mb={6}>
        {title}
      </Title>
      {table.rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('reports.noRows')}
        </Text>
      ) : (
        <ScrollArea type="auto" offsetScrollbars viewportProps={{ tabIndex: 0 }} aria-label={title}>
          <Table striped withTableBorder fz="sm" miw={table.columns.length * 110}>
            <Table.Thead>
              <Table.Tr>
                {table.columns.map((c) => (
                  <Table.Th key={c.key} ta={align(c.kind)}>
                    {t(`reports.columns.${c.key}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {table.rows.map((row, r) => (
                // Rows have no id of their own; their order is the report's.
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are replaced as a whole
                <Table.Tr key={r}>
                  {row.map((value, i) => (
                    <Table.Td key={table.columns[i]!.key} ta={align(table.columns[i]!.kind)}>
                      {cellText(t, value, table.columns[i]!.kind, table.columns[i]!.key)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
            {table.totals && (
              <Table.Tfoot>
                <Table.Tr fw={700}>
                  {table.totals.map((value, i) => (
                    <Table.Td key={table.columns[i]!.key} ta={align(table.columns[i]!.kind)}>
                      {i === 0
                        ? t('reports.total')
                        : cellText(t, value, table.columns[i]!.kind, table.columns[i]!.key)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              </Table.Tfoot>
            )}
          </Table>
        </ScrollArea>
      )}
    </section>
  );
}
