// Full or partial return of delivered goods: quantities per line (up to what is still returnable),
// and whether the money goes back (refund) or stays. Stock comes back on the server.
import { Button, Group, Modal, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatPaise } from '@storekeep/domain/money';
import type { ReturnOrderBody } from '@storekeep/domain/order-api';
import type { OrderDetail } from '@storekeep/domain/order-reply-api';
import { formatQuantity } from '@storekeep/domain/quantity';
import { khataRefundPaise } from '@storekeep/domain/refund-plan';
import { useState } from 'react';
import { useOrderAction } from '../api/use-order-action.ts';
import { ActionError } from './action-error.tsx';
import { parseQuantity } from './edit-order-lines.ts';
import { type RefundChoice, RefundSelect, refundModeOf } from './refund-select.tsx';

export function ReturnModal({
  order,
  opened,
  onClose,
}: {
  order: OrderDetail;
  opened: boolean;
  onClose: () => void;
}) {
  const isPhone = useMediaQuery('(max-width: 30em)', false, { getInitialValueInEffect: false });
  const returnable = order.items.filter((item) => item.returnableQty > 0);
  const [kind, setKind] = useState<'PARTIAL' | 'FULL'>('PARTIAL');
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [refund, setRefund] = useState<RefundChoice>(order.paidPaise > 0 ? 'CASH' : 'NONE');
  const [formError, setFormError] = useState<string | null>(null);
  const action = useOrderAction<ReturnOrderBody>(
    order.orderId,
    { method: 'POST', path: '/returns' },
    'Return recorded. Stock is back.',
  );

  const submit = () => {
    setFormError(null);
    if (kind === 'FULL') return action.run({ refundMode: refundModeOf(refund) }, onClose);
    const items: { lineNo: number; quantity: number }[] = [];
    for (const item of returnable) {
      const text = quantities[item.lineNo]?.trim();
      if (!text) continue;
      const quantity = parseQuantity(text);
      if (quantity === null || quantity > item.returnableQty) {
        setFormError(
          `Return up to ${formatQuantity(item.returnableQty, item.unitOfMeasurement)} of ${item.productName}`,
        );
        return;
      }
      items.push({ lineNo: item.lineNo, quantity });
    }
    if (items.length === 0) {
      setFormError('Enter the quantity to return for at least one item');
      return;
    }
    action.run({ items, refundMode: refundModeOf(refund) }, onClose);
  };

  return (
    <Modal
      opened={opened}
      onClose={action.pending ? () => undefined : onClose}
      title={`Return from order #${order.orderNumber}`}
      size="lg"
      fullScreen={isPhone}
      data-testid="return-modal"
    >
      <Stack gap="sm">
        <SegmentedControl
          value={kind}
          onChange={(v) => setKind(v as 'PARTIAL' | 'FULL')}
          data={[
            { value: 'PARTIAL', label: 'Some items' },
            { value: 'FULL', label: 'Everything' },
          ]}
          data-testid="return-kind"
        />
        {kind === 'PARTIAL' ? (
          <Table verticalSpacing={4}>
            <Table.Tbody>
              {returnable.map((item) => (
                <Table.Tr key={item.lineNo}>
                  <Table.Td>
                    <Text size="sm">{item.productName}</Text>
                    <Text size="xs" c="dimmed">
                      Up to {formatQuantity(item.returnableQty, item.unitOfMeasurement)} ·{' '}
                      {formatPaise(item.discountedSellingPricePaise, { symbol: true })} each
                    </Text>
                  </Table.Td>
                  <Table.Td w={110}>
                    <TextInput
                      aria-label={`Return quantity of ${item.productName}`}
                      inputMode="decimal"
                      placeholder="0"
                      value={quantities[item.lineNo] ?? ''}
                      onChange={(e) => {
                        const value = e.currentTarget.value;
                        setQuantities((q) => ({ ...q, [item.lineNo]: value }));
                      }}
                      data-testid={`return-qty-${item.lineNo}`}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text size="sm">All items still with the customer come back into stock.</Text>
        )}
        {order.paidPaise > 0 && (
          <RefundSelect
            value={refund}
            onChange={setRefund}
            hasCustomer={order.customer !== null}
            allowNone
            khataPaise={khataRefundPaise(order.payments, order.paidPaise)}
          />
        )}
        {formError && (
          <Text size="sm" c="red" data-testid="return-form-error">
            {formError}
          </Text>
        )}
        <ActionError error={action.error} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={action.pending}>
            Cancel
          </Button>
          <Button color="grape" loading={action.pending} onClick={submit} data-testid="return-submit">
            {kind === 'FULL' ? 'Return everything' : 'Return items'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
