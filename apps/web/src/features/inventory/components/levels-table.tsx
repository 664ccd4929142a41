// The stock rows: product (barcode, category), stock per outlet with in-transit and next expiry,
// reorder level, value at cost, and the Adjust and History actions. On a phone the value and
// reorder columns fold under the product.
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { InventoryRow } from '@storekeep/domain/inventory-api';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../app/format.ts';
import { dateText, quantityText } from './stock-format.ts';
import { itemKey, itemName } from './stock-item.ts';

export function LevelsTable({
  rows,
  outletName,
  onAdjust,
  onHistory,
}: {
  rows: InventoryRow[];
  outletName: (outletId: number) => string;
  onAdjust: (row: InventoryRow) => void;
  onHistory: (row: InventoryRow) => void;
}) {
  const { t } = useTranslation();
  const many = (rows[0]?.outlets.length ?? 1) > 1;
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing="xs" highlightOnHover data-testid="inventory-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('inventory.table.product')}</Table.Th>
            <Table.Th ta="right">{t('inventory.table.stock')}</Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              {t('inventory.table.reorderLevel')}
            </Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              {t('inventory.table.value')}
            </Table.Th>
            <Table.Th ta="right">{t('inventory.table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={itemKey(row)} data-testid={`inventory-row-${itemKey(row)}`}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {itemName(row)}
                </Text>
                <Text size="xs" c="dark.3">
                  {[row.barcode, row.sku, row.categoryName].filter(Boolean).join(' · ')}
                </Text>
                <Text size="xs" c="dark.3" hiddenFrom="sm">
                  {formatMoney(row.valuePaise, { symbol: true })}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Stack gap={2} align="flex-end">
                  <Group gap={4} wrap="nowrap">
                    {row.quantity <= 0 ? (
                      <Badge size="xs" color="red" variant="light">
                        {t('inventory.table.outBadge')}
                      </Badge>
                    ) : row.isLow ? (
                      <Badge size="xs" color="orange" variant="light">
                        {t('inventory.table.lowBadge')}
                      </Badge>
                    ) : null}
                    <Text
                      size="sm"
                      fw={500}
                      style={{ whiteSpace: 'nowrap' }}
                      data-testid="inventory-quantity"
                    >
                      {quantityText(row.quantity, row.unitOfMeasurement)}
                    </Text>
                  </Group>
                  {many &&
                    row.outlets.map((o) => (
                      <Text key={o.outletId} size="xs" c="dark.3" style={{ whiteSpace: 'nowrap' }}>
                        {outletName(o.outletId)}: {quantityText(o.quantity, row.unitOfMeasurement)}
                      </Text>
                    ))}
                  {row.inTransit > 0 && (
                    <Text size="xs" c="blue.9" data-testid="inventory-in-transit">
                      {t('inventory.table.inTransit', {
                        quantity: quantityText(row.inTransit, row.unitOfMeasurement),
                      })}
                    </Text>
                  )}
                  {row.nextExpiry && (
                    <Text size="xs" c="dark.3">
                      {t('inventory.table.expires', { date: dateText(row.nextExpiry) })}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td ta="right" visibleFrom="sm">
                <Text size="sm">
                  {row.outlets
                    .map((o) =>
                      o.reorderLevel > 0 ? quantityText(o.reorderLevel, row.unitOfMeasurement) : '—',
                    )
                    .join(' / ')}
                </Text>
              </Table.Td>
              <Table.Td ta="right" visibleFrom="sm">
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(row.valuePaise, { symbol: true })}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Button
                    size="compact-xs"
                    variant="light"
                    onClick={() => onAdjust(row)}
                    aria-label={`${t('inventory.adjust')}: ${itemName(row)}`}
                    data-testid={`inventory-adjust-${itemKey(row)}`}
                  >
                    {t('inventory.adjust')}
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => onHistory(row)}
                    aria-label={`${t('inventory.history')}: ${itemName(row)}`}
                    data-testid={`inventory-history-${itemKey(row)}`}
                  >
                    {t('inventory.history')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
