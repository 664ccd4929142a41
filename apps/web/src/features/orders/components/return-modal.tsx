// Full or partial return of delivered goods: quantities per line (up to what is still returnable),
// the serial (IMEI) numbers that come back, and whether the money goes back (refund) or stays.
// Stock comes back on the server.
import {
  Button,
  Group,
  Modal,
  MultiSelect,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReturnOrderBody } from '@storekeep/domain/order-api';
import type { OrderDetail } from '@storekeep/domain/order-reply-api';
import { khataRefundPaise } from '@storekeep/domain/refund-plan';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatStockQuantity } from '../../../app/format.ts';
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
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 30em)', false, { getInitialValueInEffect: false });
  const returnable = order.items.filter((item) => item.returnableQty > 0);
  const [kind, setKind] = useState<'PARTIAL' | 'FULL'>('PARTIAL');
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [serials, setSerials] = useState<Record<number, string[]>>({});
  const [refund, setRefund] = useState<RefundChoice>(order.paidPaise > 0 ? 'CASH' : 'NONE');
  const [formError, setFormError] = useState<string | null>(null);
  const action = useOrderAction<ReturnOrderBody>(
    order.orderId,
    { method: 'POST', path: '/returns' },
    t('orderDialogs.returns.done'),
  );

  const submit = () => {
    setFormError(null);
    if (kind === 'FULL') return action.run({ refundMode: refundModeOf(refund) }, onClose);
    const items: { lineNo: number; quantity: number; serialNos?: string[] }[] = [];
    for (const item of returnable) {
      const text = quantities[item.lineNo]?.trim();
      if (!text) continue;
      const quantity = parseQuantity(text);
      if (quantity === null || quantity > item.returnableQty) {
        setFormError(
          t('orderDialogs.returns.tooMuch', {
            quantity: formatStockQuantity(item.returnableQty, item.unitOfMeasurement),
            name: item.productName,
          }),
        );
        return;
      }
      const back = serials[item.lineNo] ?? [];
      items.push({ lineNo: item.lineNo, quantity, ...(back.length > 0 ? { serialNos: back } : {}) });
    }
    if (items.length === 0) {
      setFormError(t('orderDialogs.returns.noneEntered'));
      return;
    }
    action.run({ items, refundMode: refundModeOf(refund) }, onClose);
  };

  return (
    <Modal
      opened={opened}
      onClose={action.pending ? () => undefined : onClose}
      title={t('orderDialogs.returns.title', { number: order.orderNumber })}
      size="lg"
      fullScreen={isPhone}
      data-testid="return-modal"
    >
      <Stack gap="sm">
        <SegmentedControl
          value={kind}
          onChange={(v) => setKind(v as 'PARTIAL' | 'FULL')}
          data={[
            { value: 'PARTIAL', label: t('orderDialogs.returns.some') },
            { value: 'FULL', label: t('orderDialogs.returns.everything') },
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
                      {t('orderDialogs.returns.upTo', {
                        quantity: formatStockQuantity(item.returnableQty, item.unitOfMeasurement),
                        price: formatMoney(item.discountedSellingPricePaise, { symbol: true }),
                      })}
                    </Text>
                    {item.returnableSerialNos.length > 0 && (
                      <MultiSelect
                        size="xs"
                        mt={4}
                        label={t('serials.returnLabel')}
                        data={item.returnableSerialNos}
                        value={serials[item.lineNo] ?? []}
                        searchable
                        selectFirstOptionOnChange
                        onChange={(chosen) => {
                          setSerials((s) => ({ ...s, [item.lineNo]: chosen }));
                          // One unit per serial coming back.
                          setQuantities((q) => ({
                            ...q,
                            [item.lineNo]: chosen.length > 0 ? String(chosen.length) : '',
                          }));
                        }}
                        data-testid={`return-serials-${item.lineNo}`}
                      />
                    )}
                  </Table.Td>
                  <Table.Td w={110}>
                    <TextInput
                      aria-label={t('orderDialogs.returns.quantityOf', { name: item.productName })}
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
          <Text size="sm">{t('orderDialogs.returns.allBack')}</Text>
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
            {t('common.cancel')}
          </Button>
          <Button color="grape" loading={action.pending} onClick={submit} data-testid="return-submit">
            {kind === 'FULL' ? t('orderDialogs.returns.submitAll') : t('orderDialogs.returns.submitSome')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
