// The bill's totals as the server computed them with the domain's tax and rounding rules: subtotal,
// discount, one line per tax, the storefront's delivery charge, round-off, grand total, then paid,
// returned, refunded and due.
import { Divider, Group, Stack, Text } from '@mantine/core';
import type { OrderDetail } from '@storekeep/domain/order-reply-api';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../app/format.ts';

function Line({
  label,
  paise,
  strong,
  testId,
  negative,
}: {
  label: string;
  paise: number;
  strong?: boolean;
  testId?: string;
  negative?: boolean;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" data-testid={testId}>
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
        {negative && paise > 0 ? '−' : ''}
        {formatMoney(paise, { symbol: true })}
      </Text>
    </Group>
  );
}

export function OrderTotals({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} data-testid="order-totals">
      <Line label={t('orders.totals.subtotal')} paise={order.subtotalPaise} testId="total-subtotal" />
      {order.discountPaise > 0 && (
        <Line
          label={t('orders.totals.discount')}
          paise={order.discountPaise}
          negative
          testId="total-discount"
        />
      )}
      {order.taxSummary.map((tax) => (
        <Line
          key={tax.key}
          label={`${tax.name} @ ${tax.rate}%`}
          paise={tax.amount}
          testId={`tax-line-${tax.key}`}
        />
      ))}
      {order.deliveryChargePaise > 0 && (
        <Line
          label={t('orders.deliveryCharge')}
          paise={order.deliveryChargePaise}
          testId="total-delivery-charge"
        />
      )}
      {order.roundOffPaise !== 0 && (
        <Line label={t('orders.totals.roundOff')} paise={order.roundOffPaise} testId="total-round-off" />
      )}
      <Divider />
      <Line label={t('orders.totals.total')} paise={order.totalPaise} strong testId="total-grand" />
      {order.returnedPaise > 0 && (
        <Line
          label={t('orders.totals.returned')}
          paise={order.returnedPaise}
          negative
          testId="total-returned"
        />
      )}
      <Line label={t('orders.totals.paid')} paise={order.paidPaise} testId="total-paid" />
      {order.refundedPaise > 0 && (
        <Line label={t('orders.totals.refunded')} paise={order.refundedPaise} testId="total-refunded" />
      )}
      <Line label={t('orders.totals.due')} paise={order.outstandingPaise} strong testId="total-due" />
    </Stack>
  );
}
