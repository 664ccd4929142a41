// The badges of an order, exactly as the domain's display rules give them (back-office.md §4):
// payment status, the order statuses to show, and the unlinked-product / unlinked-batch markers.
import { Badge, Group, type MantineColor } from '@mantine/core';
import {
  ORDER_STATUSES,
  type OrderStatus,
  type OrderStatusDisplay,
  orderStatusDisplay,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from '@storekeep/domain/order-status';
import { useTranslation } from 'react-i18next';

const PAYMENT_COLORS: Record<PaymentStatus, MantineColor> = {
  PAID: 'teal',
  UNPAID: 'red',
  PARTIALLY_PAID: 'orange',
  PAYMENT_RETURNED: 'grape',
};

const STATUS_COLORS: Record<OrderStatus, MantineColor> = {
  UNCONFIRMED: 'gray',
  CONFIRMED: 'blue',
  FULFILLED: 'teal',
  UNFULFILLED: 'yellow',
  COMPLETED: 'green',
  CANCELLED: 'red',
  FULL_RETURN: 'grape',
  PARTIAL_RETURN: 'grape',
  READY_FOR_PICKUP: 'cyan',
  DISPATCHED: 'indigo',
};

export interface OrderStatusFields {
  paymentStatus: string;
  orderStatuses: readonly string[];
  deliveryStatus: string | null;
}

const isOrderStatus = (s: string): s is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(s);
const isPaymentStatus = (s: string): s is PaymentStatus =>
  (PAYMENT_STATUSES as readonly string[]).includes(s);

/**
 * The display of an order by the domain rule. The list has no items, so the unlinked markers come
 * from the server, which applied the same rule to the items; the detail passes its items.
 */
export function statusDisplayOf(
  order: OrderStatusFields,
  unlinked:
    | { items: readonly { variantId: number | null; batchLinked: boolean }[] }
    | { showUnlinkedProduct: boolean; showUnlinkedBatch: boolean },
): OrderStatusDisplay {
  const base = {
    paymentStatus: isPaymentStatus(order.paymentStatus) ? order.paymentStatus : 'UNPAID',
    orderStatuses: order.orderStatuses.filter(isOrderStatus),
    orderDeliveryStatus: order.deliveryStatus,
  } as const;
  if ('items' in unlinked) {
    return orderStatusDisplay({
      ...base,
      orderItemsCommands: unlinked.items.map((i) => ({
        variantId: i.variantId ?? 0,
        batchLinked: i.batchLinked,
      })),
    });
  }
  const shown = orderStatusDisplay(base);
  // Cancelled clears the markers; that rule is the domain's, so it wins over the server's flags.
  const cancelled = shown.statuses.includes('CANCELLED');
  return {
    ...shown,
    showUnlinkedProduct: !cancelled && unlinked.showUnlinkedProduct,
    showUnlinkedBatch: !cancelled && unlinked.showUnlinkedBatch,
  };
}

export function OrderStatusBadges({ shown, testId }: { shown: OrderStatusDisplay; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="wrap" data-testid={testId}>
      <Badge size="sm" variant="light" color={PAYMENT_COLORS[shown.payment]} data-testid="payment-badge">
        {t(`orders.paymentStatus.${shown.payment}`, { defaultValue: shown.paymentName })}
      </Badge>
      {shown.statuses.map((status, i) => (
        <Badge
          key={status}
          size="sm"
          variant="outline"
          color={STATUS_COLORS[status]}
          data-testid={`status-badge-${status}`}
        >
          {t(`orders.status.${status}`, { defaultValue: shown.names[i] })}
        </Badge>
      ))}
      {shown.showUnlinkedProduct && (
        <Badge size="sm" variant="filled" color="orange" data-testid="unlinked-product">
          {t('orders.unlinkedProduct')}
        </Badge>
      )}
      {shown.showUnlinkedBatch && (
        <Badge size="sm" variant="filled" color="orange" data-testid="unlinked-batch">
          {t('orders.unlinkedBatch')}
        </Badge>
      )}
    </Group>
  );
}
