// Receiving goods on a purchase order, partly or fully: per line the quantity, and with batches
// kept the batch number, MFG/expiry date, MRP and cost of each batch (a line can come in two
// batches); with serials kept, one IMEI/serial per unit; the vendor's bill number and date.
import {
  Alert,
  Button,
  Card,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { AccountSettings } from '@storekeep/domain/account-settings';
import { rupeesToPaiseOrNull } from '@storekeep/domain/money';
import type { PurchaseOrderDetail, ReceiptLineInput } from '@storekeep/domain/purchase-api';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api-client.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { useReceive } from '../api/purchase-orders.ts';

interface Row {
  /** Stable React key: rows are added for a second batch of a line. */
  key: number;
  lineNo: number;
  quantity: string;
  batchNo: string;
  mfgDate: string;
  expiryDate: string;
  mrp: string;
  cost: string;
  serials: string;
}

let nextKey = 1;
const emptyRow = (lineNo: number, quantity: number): Row => ({
  key: nextKey++,
  lineNo,
  quantity: quantity > 0 ? String(quantity) : '',
  batchNo: '',
  mfgDate: '',
  expiryDate: '',
  mrp: '',
  cost: '',
  serials: '',
});

export function ReceiveModal({
  order,
  settings,
  onClose,
}: {
  order: PurchaseOrderDetail;
  settings: Pick<AccountSettings, 'isMaintainBatch' | 'isMaintainExpiry' | 'enableIMEINumber'>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const receive = useReceive(order.purchaseOrderId);
  const open = order.lines.filter((l) => l.orderedQty > l.receivedQty);
  const [rows, setRows] = useState<Row[]>(() =>
    open.map((l) => emptyRow(l.lineNo, l.orderedQty - l.receivedQty)),
  );
  const [billNumber, setBillNumber] = useState(order.billNumber ?? '');
  const [billDate, setBillDate] = useState(order.billDate ?? '');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const change = (index: number, patch: Partial<Row>) =>
    setRows((all) => all.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  const submit = async () => {
    const chosen = rows.filter((row) => Number(row.quantity) > 0);
    const lines: ReceiptLineInput[] = chosen.map((row) => ({
      lineNo: row.lineNo,
      quantity: Number(row.quantity),
      ...(row.batchNo.trim() ? { batchNo: row.batchNo.trim() } : {}),
      ...(row.mfgDate ? { mfgDate: row.mfgDate } : {}),
      ...(row.expiryDate ? { expiryDate: row.expiryDate } : {}),
      ...(row.mrp.trim() ? { mrpPaise: rupeesToPaiseOrNull(row.mrp.trim()) ?? -1 } : {}),
      ...(row.cost.trim() ? { costPaise: rupeesToPaiseOrNull(row.cost.trim()) ?? -1 } : {}),
      ...(settings.enableIMEINumber ? { serialNos: row.serials.split(/[\s,]+/).filter(Boolean) } : {}),
    }));
    setFields({});
    setError(null);
    try {
      await receive.mutateAsync({
        lines,
        ...(billNumber.trim() ? { billNumber: billNumber.trim() } : {}),
        ...(billDate ? { billDate } : {}),
      });
      onClose();
    } catch (e) {
      // Field errors name the request's row (lines.N.field): shown on the row it came from.
      if (e instanceof ApiError) {
        const byRow: Record<string, string> = {};
        for (const [key, message] of Object.entries(e.fields)) {
          const match = /^lines\.(\d+)\.(\w+)$/.exec(key);
          const row = match ? chosen[Number(match[1])] : undefined;
          if (match && row) byRow[`${rows.indexOf(row)}.${match[2]}`] = message;
        }
        setFields(byRow);
      }
      setError(errorMessage(e));
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('purchases.receive.title', { number: order.poNumber })}
      size="xl"
    >
      <Stack gap="sm" data-testid="receive-form">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('purchases.receive.billNumber')}
            value={billNumber}
            maxLength={40}
            onChange={(e) => setBillNumber(e.currentTarget.value)}
            data-testid="receive-bill-number"
          />
          <DateField
            label={t('purchases.receive.billDate')}
            value={billDate}
            onChange={(value) => setBillDate(value)}
          />
        </SimpleGrid>
        {rows.map((row, index) => {
          const line = order.lines.find((l) => l.lineNo === row.lineNo);
          const field = (name: string) => fields[`${index}.${name}`];
          return (
            <Card withBorder padding="sm" key={row.key} data-testid={`receive-row-${index}`}>
              <Group justify="space-between" mb="xs" wrap="nowrap">
                <Text fw={500} size="sm">
                  {line?.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('purchases.receive.due', {
                    quantity: (line?.orderedQty ?? 0) - (line?.receivedQty ?? 0),
                  })}
                </Text>
              </Group>
              <SimpleGrid cols={{ base: 2, sm: settings.isMaintainBatch ? 3 : 2 }} spacing="xs">
                <TextInput
                  label={t('purchases.receive.quantity')}
                  inputMode="decimal"
                  value={row.quantity}
                  onChange={(e) => change(index, { quantity: e.currentTarget.value })}
                  error={field('quantity')}
                  data-testid={`receive-quantity-${index}`}
                />
                <TextInput
                  label={t('purchases.receive.cost')}
                  inputMode="decimal"
                  placeholder={line ? (line.costPaise / 100).toFixed(2) : ''}
                  value={row.cost}
                  onChange={(e) => change(index, { cost: e.currentTarget.value })}
                  error={field('costPaise')}
                />
                {settings.isMaintainBatch && (
                  <>
                    <TextInput
                      label={t('purchases.receive.batchNo')}
                      value={row.batchNo}
                      maxLength={40}
                      onChange={(e) => change(index, { batchNo: e.currentTarget.value })}
                      error={field('batchNo')}
                      data-testid={`receive-batch-${index}`}
                    />
                    <DateField
                      label={t('purchases.receive.mfgDate')}
                      value={row.mfgDate}
                      onChange={(value) => change(index, { mfgDate: value })}
                    />
                    <DateField
                      label={t('purchases.receive.expiryDate')}
                      value={row.expiryDate}
                      onChange={(value) => change(index, { expiryDate: value })}
                      error={field('expiryDate')}
                      data-testid={`receive-expiry-${index}`}
                    />
                    <TextInput
                      label={t('purchases.receive.mrp')}
                      inputMode="decimal"
                      value={row.mrp}
                      onChange={(e) => change(index, { mrp: e.currentTarget.value })}
                    />
                  </>
                )}
              </SimpleGrid>
              {settings.enableIMEINumber && (
                <Textarea
                  mt="xs"
                  label={t('purchases.receive.serials')}
                  description={t('purchases.receive.serialsHint')}
                  value={row.serials}
                  autosize
                  minRows={2}
                  onChange={(e) => change(index, { serials: e.currentTarget.value })}
                  error={field('serialNos')}
                />
              )}
              {settings.isMaintainBatch && (
                <Group justify="flex-end" mt="xs">
                  <Button
                    size="xs"
                    variant="subtle"
                    leftSection={<IconPlus size={14} />}
                    onClick={() =>
                      setRows((all) => [
                        ...all.slice(0, index + 1),
                        emptyRow(row.lineNo, 0),
                        ...all.slice(index + 1),
                      ])
                    }
                    data-testid={`receive-split-${index}`}
                  >
                    {t('purchases.receive.anotherBatch')}
                  </Button>
                </Group>
              )}
            </Card>
          );
        })}
        {error && (
          <Alert color="red" data-testid="receive-error">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('purchases.cancel')}
          </Button>
          <Button onClick={submit} loading={receive.isPending} data-testid="receive-save">
            {t('purchases.receive.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
