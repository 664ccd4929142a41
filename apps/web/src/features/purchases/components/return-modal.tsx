// A purchase return (debit note): how much of each received line goes back, from which batch, and
// for a product whose serial (IMEI) numbers the store keeps, which ones (the picker the bills use,
// from the order outlet's shelf; the quantity follows the serials chosen).
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { AccountSettings } from '@storekeep/domain/account-settings';
import type { PurchaseOrderDetail } from '@storekeep/domain/purchase-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-client.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { SerialPicker } from '../../../app/serials/serial-picker.tsx';
import { useReturnableSerials, useReturnPurchase } from '../api/purchase-orders.ts';

type Line = PurchaseOrderDetail['lines'][number];

function ReturnSerials({
  order,
  line,
  quantity,
  value,
  onChange,
  error,
}: {
  order: PurchaseOrderDetail;
  line: Line;
  quantity: number;
  value: string[];
  onChange: (serialNos: string[]) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const serials = useReturnableSerials(order.purchaseOrderId, line.lineNo, true);
  return (
    <SerialPicker
      productId={line.productId}
      variantId={line.variantId ?? null}
      outletId={order.outletId}
      enabled
      quantity={quantity}
      value={value}
      choices={serials.data?.serials.map((s) => s.serialNo) ?? []}
      label={t('serials.vendorReturnLabel')}
      error={error}
      onChange={onChange}
      testId={`return-serials-${line.lineNo}`}
    />
  );
}

export function ReturnModal({
  order,
  settings,
  onClose,
}: {
  order: PurchaseOrderDetail;
  settings: Pick<AccountSettings, 'enableIMEINumber'>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const mutation = useReturnPurchase(order.purchaseOrderId);
  const lines = order.lines.filter((l) => l.receivedQty > l.returnedQty);
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [batches, setBatches] = useState<Record<number, string | null>>({});
  const [serials, setSerials] = useState<Record<number, string[]>>({});
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const chosen = lines.filter((l) => Number(quantities[l.lineNo] ?? 0) > 0);

  const submit = async () => {
    setError(null);
    setFields({});
    try {
      await mutation.mutateAsync({
        lines: chosen.map((l) => ({
          lineNo: l.lineNo,
          quantity: Number(quantities[l.lineNo]),
          ...(batches[l.lineNo] ? { batchId: Number(batches[l.lineNo]) } : {}),
          ...(serials[l.lineNo]?.length ? { serialNos: serials[l.lineNo] } : {}),
        })),
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      onClose();
    } catch (e) {
      setError(errorMessage(e));
      if (isApiError(e)) setFields(e.fields ?? {});
    }
  };
  /** A field error of the line, by its place in the request. */
  const fieldOf = (line: Line, field: string) => fields[`lines.${chosen.indexOf(line)}.${field}`];

  return (
    <Modal opened onClose={onClose} title={t('purchases.return.title')} size="lg">
      <Stack gap="sm" data-testid="return-form">
        {lines.map((line) => {
          const options = [
            ...new Map(
              line.receipts
                .filter((r) => r.batchId !== null)
                .map((r) => [String(r.batchId), { value: String(r.batchId), label: r.batchNo ?? '' }]),
            ).values(),
          ];
          return (
            <Stack gap={4} key={line.lineNo}>
              <Text size="sm" fw={500}>
                {line.name} ·{' '}
                {t('purchases.return.received', { quantity: line.receivedQty - line.returnedQty })}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: options.length > 0 ? 2 : 1 }} spacing="xs">
                <TextInput
                  label={t('purchases.return.quantity')}
                  inputMode="decimal"
                  value={quantities[line.lineNo] ?? ''}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setQuantities((all) => ({ ...all, [line.lineNo]: value }));
                    setFields({});
                  }}
                  error={fieldOf(line, 'quantity')}
                  data-testid={`return-quantity-${line.lineNo}`}
                />
                {options.length > 0 && (
                  <Select
                    label={t('purchases.return.batch')}
                    data={options}
                    value={batches[line.lineNo] ?? null}
                    onChange={(value) => setBatches((all) => ({ ...all, [line.lineNo]: value }))}
                  />
                )}
              </SimpleGrid>
              {settings.enableIMEINumber && (
                <ReturnSerials
                  order={order}
                  line={line}
                  quantity={Number(quantities[line.lineNo] ?? 0) || 0}
                  value={serials[line.lineNo] ?? []}
                  error={fieldOf(line, 'serialNos')}
                  onChange={(serialNos) => {
                    setSerials((all) => ({ ...all, [line.lineNo]: serialNos }));
                    setQuantities((all) => ({ ...all, [line.lineNo]: String(serialNos.length || '') }));
                    setFields({});
                    setError(null);
                  }}
                />
              )}
            </Stack>
          );
        })}
        <TextInput
          label={t('purchases.return.note')}
          value={note}
          maxLength={300}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        {error && !Object.values(fields).includes(error) && <Alert color="red">{error}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('purchases.cancel')}
          </Button>
          <Button color="red" onClick={submit} loading={mutation.isPending} data-testid="return-save">
            {t('purchases.return.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
