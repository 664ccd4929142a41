// The order's status history (who, when, what) and its payment log, newest last.
import { Stack, Table, Text, Timeline } from '@mantine/core';
import { formatPaise } from '@storekeep/domain/money';
import type { OrderDetail } from '@storekeep/domain/order-reply-api';
import { paymentModeName } from '@storekeep/domain/payment-names';
import { formatOrderDate } from './order-list-view.tsx';

const ACTION_NAMES: Record<string, string> = {
  CREATED: 'Order created',
  EDITED: 'Items edited',
  CONFIRMED: 'Confirmed (billed)',
  PAYMENT: 'Payment recorded',
  ONLINE_PAYMENT: 'Paid online',
  ONLINE_OVERPAYMENT: 'Online payment not needed, refunded',
  DISPATCHED: 'Dispatched',
  READY_FOR_PICKUP: 'Ready for pickup',
  DELIVERED: 'Delivered',
  DELIVERY_BOY_ASSIGNED: 'Delivery boy assigned',
  CANCELLED: 'Cancelled',
  RETURNED: 'Returned',
  PARTIAL_RETURN: 'Partly returned',
  FULL_RETURN: 'Returned',
  EXPIRY_DATE: 'Expiry date set',
  CUSTOMER: 'Customer changed',
};

const actionName = (action: string) =>
  ACTION_NAMES[action] ?? action.charAt(0) + action.slice(1).toLowerCase().replaceAll('_', ' ');

export function OrderHistory({ history }: { history: OrderDetail['history'] }) {
  if (history.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No changes yet.
      </Text>
    );
  return (
    <Timeline bulletSize={12} lineWidth={2} active={history.length - 1} data-testid="order-history">
      {history.map((entry) => (
        <Timeline.Item key={`${entry.createdAt}-${entry.action}`} title={actionName(entry.action)}>
          <Text size="xs" c="dimmed">
            {formatOrderDate(entry.createdAt)}
            {entry.userName ? ` · ${entry.userName}` : ''}
          </Text>
          {entry.note && <Text size="xs">{entry.note}</Text>}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

export function PaymentLog({ payments }: { payments: OrderDetail['payments'] }) {
  if (payments.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="payment-log-empty">
        No payments yet.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={260}>
      <Table verticalSpacing={4} data-testid="payment-log">
        <Table.Tbody>
          {payments.map((p) => (
            <Table.Tr key={p.paymentId} data-testid={`payment-${p.paymentId}`}>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm">
                    {p.kind === 'REFUND' ? 'Refund' : 'Payment'} · {paymentModeName(p.mode, p.provider)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatOrderDate(p.createdAt)}
                    {p.userName ? ` · ${p.userName}` : ''}
                    {p.reference ? ` · ${p.reference}` : ''}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td ta="right">
                <Text
                  size="sm"
                  fw={500}
                  c={p.kind === 'REFUND' ? 'grape' : undefined}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {p.kind === 'REFUND' ? '−' : ''}
                  {formatPaise(p.amountPaise, { symbol: true })}
                </Text>
                {p.changePaise !== null && p.changePaise > 0 && (
                  <Text size="xs" c="dimmed">
                    Change {formatPaise(p.changePaise, { symbol: true })}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
