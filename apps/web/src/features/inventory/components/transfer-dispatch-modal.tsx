// Dispatching a transfer of products whose serial (IMEI) numbers the store keeps: each line names
// one serial per unit from the sending outlet's shelf (the picker the bills use); those serials
// are in transit, sellable nowhere, until the receiving outlet takes them in.
import { Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Transfer } from '@storekeep/domain/inventory-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalErrors } from '../../../app/error-message.ts';
import { SerialPicker } from '../../../app/serials/serial-picker.tsx';
import { useOutletSerials } from '../api/serials.ts';
import { useTransferAction } from '../api/transfers.ts';
import { quantityText } from './stock-format.ts';
import { itemKey, itemName } from './stock-item.ts';
import { TransferModalActions } from './transfer-modal-actions.tsx';

type Line = Transfer['lines'][number];

function DispatchLine({
  line,
  outletId,
  value,
  onChange,
  error,
}: {
  line: Line;
  outletId: number;
  value: string[];
  onChange: (serialNos: string[]) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const serials = useOutletSerials(line.productId, line.variantId, outletId, true);
  return (
    <Stack gap={4} data-testid={`dispatch-line-${itemKey(line)}`}>
      <Text size="sm">
        {t('inventory.transfers.toSend', {
          name: itemName(line),
          quantity: quantityText(line.quantity, line.unitOfMeasurement),
        })}
      </Text>
      {serials.isPending ? (
        <Center>
          <Loader size="xs" />
        </Center>
      ) : (
        <SerialPicker
          productId={line.productId}
          variantId={line.variantId}
          outletId={outletId}
          enabled
          quantity={line.quantity}
          value={value}
          choices={serials.data?.serials.map((s) => s.serialNo) ?? []}
          error={error}
          onChange={onChange}
          testId={`dispatch-serials-${itemKey(line)}`}
        />
      )}
      {!serials.isPending && error && (serials.data?.serials.length ?? 0) === 0 && value.length === 0 && (
        <Text size="xs" c="red.8">
          {error}
        </Text>
      )}
    </Stack>
  );
}

export function DispatchModal({ transfer, onClose }: { transfer: Transfer; onClose: () => void }) {
  const { t } = useTranslation();
  const action = useTransferAction();
  const [serials, setSerials] = useState<string[][]>(transfer.lines.map(() => []));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = async () => {
    setErrors({});
    try {
      await action.mutateAsync({
        transferId: transfer.transferId,
        action: 'dispatch',
        // Every line, in the transfer's order: a refusal's `lines.N` is the transfer's N-th line.
        body: { lines: transfer.lines.map((l, i) => ({ lineNo: l.lineNo, serialNos: serials[i] ?? [] })) },
      });
      notifications.show({ color: 'teal', message: t('inventory.transfers.dispatched') });
      onClose();
    } catch (error) {
      setErrors(refusalErrors(error));
    }
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened
      onClose={onClose}
      title={t('inventory.transfers.dispatchTitle', { id: transfer.transferId })}
    >
      <Stack gap="sm" data-testid="dispatch-modal">
        <Text size="sm" c="dark.3">
          {t('inventory.transfers.dispatchHint')}
        </Text>
        {transfer.lines.map((line, i) => (
          <DispatchLine
            key={line.lineNo}
            line={line}
            outletId={transfer.fromOutletId}
            value={serials[i] ?? []}
            onChange={(chosen) => {
              setSerials(serials.map((s, j) => (j === i ? chosen : s)));
              setErrors({});
            }}
            error={errors[`lines.${i}.serialNos`]}
          />
        ))}
        <TransferModalActions
          errors={errors}
          onCancel={onClose}
          onSave={() => void save()}
          saving={action.isPending}
          saveLabel={t('inventory.transfers.dispatch')}
          saveTestId="dispatch-save"
        />
      </Stack>
    </Modal>
  );
}
