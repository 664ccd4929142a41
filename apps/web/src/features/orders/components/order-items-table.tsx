// The order's lines: name (with variant, codes, serials and markers), quantity by the domain's
// display rule (a line sold in packs counts packs), rate, discount, tax and total. A narrow screen
// keeps name, quantity and total.
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { OrderItem } from '@storekeep/domain/order-reply-api';
import { UNLINKED_VARIANT_ID } from '@storekeep/domain/order-status';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatMoneyPrice, formatStockQuantity } from '../../../app/format.ts';

function discountText(item: OrderItem): string {
  if (!item.discount || item.discountPaise === 0) return '—';
  return item.discount.type === 'PERCENT'
    ? `${item.discount.value}% (${formatMoney(item.discountPaise, { symbol: true })})`
    : formatMoney(item.discountPaise, { symbol: true });
}

export function OrderItemsTable({
  items,
  showMarkers,
  showHsn,
}: {
  items: OrderItem[];
  /** The unlinked markers are hidden while the order is unconfirmed (domain rule). */
  showMarkers: boolean;
  showHsn: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={260}>
      <Table verticalSpacing="xs" horizontalSpacing="xs" data-testid="order-items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('orders.items.item')}</Table.Th>
            <Table.Th ta="right">{t('orders.items.qty')}</Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              {t('orders.items.rate')}
            </Table.Th>
            <Table.Th ta="right" visibleFrom="md">
              {t('orders.items.discount')}
            </Table.Th>
            <Table.Th ta="right" visibleFrom="md">
              {t('orders.items.tax')}
            </Table.Th>
            <Table.Th ta="right">{t('orders.items.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.lineNo} data-testid={`order-item-${item.lineNo}`}>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm" fw={500}>
                    {item.productName}
                    {item.variantName ? ` · ${item.variantName}` : ''}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {[
                      item.productSku,
                      item.barcode,
                      item.batchNo && t('orders.items.batch', { batch: item.batchNo }),
                      showHsn && item.hsnSacNo && `HSN/SAC ${item.hsnSacNo}`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                  {item.serialNos.length > 0 && (
                    <Text size="xs" data-testid={`item-serials-${item.lineNo}`}>
                      {t('serials.onLine', { serials: item.serialNos.join(', ') })}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed" hiddenFrom="sm">
                    {t('orders.items.each', { price: formatMoneyPrice(item.ratePaise, { symbol: true }) })}
                  </Text>
                  {(item.returnedQty > 0 ||
                    (showMarkers && (item.variantId === UNLINKED_VARIANT_ID || !item.batchLinked))) && (
                    <Group gap={4} mt={2}>
                      {item.returnedQty > 0 && (
                        <Badge
                          size="xs"
                          color="grape"
                          variant="light"
                          data-testid={`item-returned-${item.lineNo}`}
                        >
                          {t('orders.items.returned', {
                            quantity: formatStockQuantity(item.returnedQty, item.unitOfMeasurement),
                          })}
                        </Badge>
                      )}
                      {showMarkers && item.variantId === UNLINKED_VARIANT_ID && (
                        <Badge size="xs" color="orange">
                          {t('orders.unlinkedProduct')}
                        </Badge>
                      )}
                      {showMarkers && !item.batchLinked && (
                        <Badge size="xs" color="orange">
                          {t('orders.unlinkedBatch')}
                        </Badge>
                      )}
                    </Group>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm" style={{ whiteSpace: 'nowrap' }} data-testid={`item-qty-${item.lineNo}`}>
                  {item.soldAsPkd
                    ? t('serials.packs', { count: item.quantity })
                    : `${formatStockQuantity(item.quantity, item.unitOfMeasurement)}${item.unitOfMeasurement ? ` ${item.unitOfMeasurement}` : ''}`}
                </Text>
              </Table.Td>
              <Table.Td ta="right" visibleFrom="sm">
                <Text size="sm">{formatMoneyPrice(item.ratePaise, { symbol: true })}</Text>
                {item.mrpPaise > item.ratePaise && (
                  <Text size="xs" c="dimmed" td="line-through">
                    {formatMoneyPrice(item.mrpPaise, { symbol: true })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right" visibleFrom="md">
                <Text size="sm">{discountText(item)}</Text>
              </Table.Td>
              <Table.Td ta="right" visibleFrom="md">
                <Text size="sm">
                  {item.taxes.length === 0 ? '—' : formatMoney(item.taxPaise, { symbol: true })}
                </Text>
                <Text size="xs" c="dimmed">
                  {item.taxes.map((tax) => `${tax.name} ${tax.rate}%`).join(' + ')}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(item.totalPaise, { symbol: true })}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
