// A purchase return (debit note): how much of each received line goes back, from which batch.
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { PurchaseOrderDetail } from '@storekeep/domain/purchase-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { useReturnPurchase } from '../api/purchase-orders.ts';

export function ReturnModal({ order, onClose }: { order: PurchaseOrderDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const mutation = useReturnPurchase(order.purchaseOrderId);
  const lines = order.lines.filter((l) => l.receivedQty > l.returnedQty);
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [batches, setBatches] = useState<Record<number, string | null>>({});
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const chosen = lines.filter((l) => Number(quantities[l.lineNo] ?? 0) > 0);
    setError(null);
    try {
      await mutation.mutateAsync({
        lines: chosen.map((l) => ({
          lineNo: l.lineNo,
          quantity: Number(quantities[l.lineNo]),
          ...(batches[l.lineNo] ? { batchId: Number(batches[l.lineNo]) } : {}),
        })),
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    }
  };

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
                  }}
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
            </Stack>
          );
        })}
        <TextInput
          label={t('purchases.return.note')}
          value={note}
          maxLength={300}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        {error && <Alert color="red">{error}</Alert>}
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
