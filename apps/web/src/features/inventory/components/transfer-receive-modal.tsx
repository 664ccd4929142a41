// Receiving a transfer in full or in part: how much of each line arrived now and, for a line that
// dispatched serial (IMEI) numbers, which of those still on the way arrived (the quantity follows
// the serials chosen); the rest stay in transit until a later receipt.
import { Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Transfer } from '@storekeep/domain/inventory-api';
import { milliToQuantity, quantityToMilli } from '@storekeep/domain/quantity';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalErrors } from '../../../app/error-message.ts';
import { SerialPicker } from '../../../app/serials/serial-picker.tsx';
import { useTransferAction } from '../api/transfers.ts';
import { quantityText } from './stock-format.ts';
import { itemKey, itemName } from './stock-item.ts';
import { TransferModalActions } from './transfer-modal-actions.tsx';

type Line = Transfer['lines'][number];

const open = (line: Line) =>
  milliToQuantity(quantityToMilli(line.quantity) - quantityToMilli(line.receivedQuantity));

export function ReceiveModal({ transfer, onClose }: { transfer: Transfer; onClose: () => void }) {
  const { t } = useTranslation();
  const action = useTransferAction();
  const [received, setReceived] = useState<Array<number | string>>(transfer.lines.map(open));
  // Every serial still on the way, as the whole rest arrives by default.
  const [serials, setSerials] = useState<string[][]>(transfer.lines.map((l) => [...l.inTransitSerialNos]));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const lines = transfer.lines.filter((l) => open(l) > 0);
  const save = async () => {
    setErrors({});
    try {
      await action.mutateAsync({
        transferId: transfer.transferId,
        action: 'receive',
        body: {
          lines: transfer.lines
            .map((l, i) => ({
              lineNo: l.lineNo,
              quantity: Number(received[i]) || 0,
              ...(l.inTransitSerialNos.length > 0 ? { serialNos: serials[i] ?? [] } : {}),
            }))
            .filter((l) => l.quantity > 0),
        },
      });
      notifications.show({ color: 'teal', message: t('inventory.transfers.received') });
      onClose();
    } catch (error) {
      setErrors(refusalErrors(error));
    }
  };
  // A field error names the line by its place in the request, which leaves out lines receiving nothing.
  const sentIndex = (i: number) =>
    transfer.lines.slice(0, i).filter((_, j) => (Number(received[j]) || 0) > 0).length;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened
      onClose={onClose}
      title={t('inventory.transfers.receiveTitle', { id: transfer.transferId })}
    >
      <Stack gap="sm" data-testid="receive-modal">
        {lines.map((line) => {
          const i = transfer.lines.indexOf(line);
          return (
            <Stack key={line.lineNo} gap={4}>
              <Group wrap="nowrap" gap="xs" align="flex-start">
                <Stack gap={0} style={{ flex: 1 }}>
                  <Text size="sm">{itemName(line)}</Text>
                  <Text size="xs" c="dark.3">
                    {t('inventory.transfers.stillInTransit', {
                      quantity: quantityText(open(line), line.unitOfMeasurement),
                    })}
                  </Text>
                </Stack>
                <NumberInput
                  aria-label={`${t('inventory.transfers.receiveNow')}: ${itemName(line)}`}
                  value={received[i]}
                  onChange={(value) => {
                    setReceived(received.map((r, j) => (j === i ? value : r)));
                    setErrors({});
                  }}
                  min={0}
                  max={open(line)}
                  decimalScale={3}
                  allowNegative={false}
                  w={120}
                  size="xs"
                  error={errors[`lines.${sentIndex(i)}.quantity`]}
                  data-testid={`receive-quantity-${itemKey(line)}`}
                />
              </Group>
              {line.inTransitSerialNos.length > 0 && (
                <SerialPicker
                  productId={line.productId}
                  variantId={line.variantId}
                  outletId={transfer.toOutletId}
                  enabled
                  quantity={Number(received[i]) || 0}
                  value={serials[i] ?? []}
                  choices={line.inTransitSerialNos}
                  label={t('serials.arrivedLabel')}
                  error={errors[`lines.${sentIndex(i)}.serialNos`]}
                  onChange={(chosen) => {
                    setSerials(serials.map((s, j) => (j === i ? chosen : s)));
                    setReceived(received.map((r, j) => (j === i ? chosen.length : r)));
                    setErrors({});
                  }}
                  testId={`receive-serials-${itemKey(line)}`}
                />
              )}
            </Stack>
          );
        })}
        <TransferModalActions
          errors={errors}
          onCancel={onClose}
          onSave={() => void save()}
          saving={action.isPending}
          saveLabel={t('inventory.transfers.saveReceipt')}
          saveTestId="receive-save"
        />
      </Stack>
    </Modal>
  );
}
