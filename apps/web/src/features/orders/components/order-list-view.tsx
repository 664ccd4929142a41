// The rows of the order list: cards on a phone, a table from the sm breakpoint up. Both show the
// order number, customer, date, total (with what is still due) and the status badges.
import { Anchor, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { OrderSummary } from '@storekeep/domain/order-reply-api';
import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../app/format.ts';
import { orderDetailPath } from '../routes/search-params.ts';
import { OrderStatusBadges, statusDisplayOf } from './order-status-badges.tsx';

export type OrderRow = OrderSummary;

/** Where the order came from (INSTORE, ONLINE, MANUAL); a source without a name shows its code. */
export const sourceName = (t: TFunction, source: string) =>
  t(`orders.sources.${source}`, { defaultValue: source });

/** When an order was placed, in the user's language ('22 Nov 2026, 11:41 am' in English). */
export const formatOrderDate = (iso: string) => formatDateTime(iso);

function Customer({ row }: { row: OrderRow }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="sm" truncate>
        {row.customerName ?? t('orders.walkIn')}
      </Text>
      {row.customerMobile && (
        <Text size="xs" c="dimmed">
          {row.customerMobile}
        </Text>
      )}
    </Stack>
  );
}

function Due({ row }: { row: OrderRow }) {
  const { t } = useTranslation();
  return row.outstandingPaise > 0 && row.outstandingPaise !== row.totalPaise ? (
    <Text size="xs" c="red.8" style={{ whiteSpace: 'nowrap' }}>
      {t('orders.list.due', { amount: formatMoney(row.outstandingPaise, { symbol: true }) })}
    </Text>
  ) : null;
}

export function OrderCards({ rows }: { rows: OrderRow[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="order-cards">
      {rows.map((row) => (
        <Card
          key={row.orderId}
          withBorder
          padding="sm"
          radius="md"
          component={Link}
          to={orderDetailPath(row.orderId)}
          data-testid={`order-card-${row.orderId}`}
        >
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600} size="sm">
                #{row.orderNumber}{' '}
                <Text span size="xs" c="dimmed" fw={400}>
                  {sourceName(t, row.source)}
                </Text>
              </Text>
              <Customer row={row} />
              <Text size="xs" c="dimmed">
                {formatOrderDate(row.createdAt)}
              </Text>
            </Stack>
            <Stack gap={0} align="flex-end">
              <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(row.totalPaise, { symbol: true })}
              </Text>
              <Due row={row} />
            </Stack>
          </Group>
          <OrderStatusBadges shown={statusDisplayOf(row, row)} testId={`order-status-${row.orderId}`} />
        </Card>
      ))}
    </Stack>
  );
}

export function OrderTable({ rows }: { rows: OrderRow[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="order-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('orders.list.order')}</Table.Th>
            <Table.Th>{t('orders.list.customer')}</Table.Th>
            <Table.Th>{t('orders.list.date')}</Table.Th>
            <Table.Th>{t('orders.list.status')}</Table.Th>
            <Table.Th ta="right">{t('orders.items.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.orderId} data-testid={`order-row-${row.orderId}`}>
              <Table.Td>
                <Anchor component={Link} to={orderDetailPath(row.orderId)} fw={600} size="sm">
                  #{row.orderNumber}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {sourceName(t, row.source)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Customer row={row} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatOrderDate(row.createdAt)}
                </Text>
              </Table.Td>
              <Table.Td>
                <OrderStatusBadges shown={statusDisplayOf(row, row)} testId={`order-status-${row.orderId}`} />
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(row.totalPaise, { symbol: true })}
                </Text>
                <Due row={row} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
