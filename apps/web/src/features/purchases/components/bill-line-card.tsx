// One line of a purchase bill entered directly: quantity and cost, and with batches kept the
// batch number, MFG/expiry date and MRP; with serials kept, one IMEI/serial per unit.
import { ActionIcon, Card, Group, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import type { AccountSettings } from '@storekeep/domain/account-settings';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../ui/date-field.tsx';

export interface BillLine {
  /** Stable React key: a product may come in two batches, as two lines. */
  key: number;
  productId: number;
  name: string;
  taxRate: number;
  quantity: string;
  cost: string;
  batchNo: string;
  mfgDate: string;
  expiryDate: string;
  mrp: string;
  serials: string;
}

export function BillLineCard({
  line,
  index,
  settings,
  error,
  onChange,
  onRemove,
}: {
  line: BillLine;
  index: number;
  settings: Pick<AccountSettings, 'isMaintainBatch' | 'isMaintainExpiry' | 'enableIMEINumber'>;
  /** The server's message for a field of this line (lines.N.field). */
  error: (field: string) => string | undefined;
  onChange: (patch: Partial<BillLine>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="sm" data-testid={`bill-line-${index}`}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text fw={500} size="sm">
          {line.name}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Text size="xs" c="dimmed">
            {t('purchases.columns.tax')} {line.taxRate}%
          </Text>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('purchases.editor.remove', { name: line.name })}
            onClick={onRemove}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: settings.isMaintainBatch ? 3 : 2 }} spacing="xs">
        <TextInput
          label={t('purchases.receive.quantity')}
          inputMode="decimal"
          value={line.quantity}
          onChange={(e) => onChange({ quantity: e.currentTarget.value })}
          error={error('quantity')}
          data-testid={`bill-quantity-${index}`}
        />
        <TextInput
          label={t('purchases.receive.cost')}
          inputMode="decimal"
          value={line.cost}
          onChange={(e) => onChange({ cost: e.currentTarget.value })}
          error={error('costPaise')}
          data-testid={`bill-cost-${index}`}
        />
        {settings.isMaintainBatch && (
          <>
            <TextInput
              label={t('purchases.receive.batchNo')}
              value={line.batchNo}
              maxLength={40}
              onChange={(e) => onChange({ batchNo: e.currentTarget.value })}
              error={error('batchNo')}
              data-testid={`bill-batch-${index}`}
            />
            <DateField
              label={t('purchases.receive.mfgDate')}
              value={line.mfgDate}
              onChange={(value) => onChange({ mfgDate: value })}
              error={error('mfgDate')}
            />
            {settings.isMaintainExpiry && (
              <DateField
                label={t('purchases.receive.expiryDate')}
                value={line.expiryDate}
                onChange={(value) => onChange({ expiryDate: value })}
                error={error('expiryDate')}
                data-testid={`bill-expiry-${index}`}
              />
            )}
            <TextInput
              label={t('purchases.receive.mrp')}
              inputMode="decimal"
              value={line.mrp}
              onChange={(e) => onChange({ mrp: e.currentTarget.value })}
              error={error('mrpPaise')}
            />
          </>
        )}
      </SimpleGrid>
      {settings.enableIMEINumber && (
        <Textarea
          mt="xs"
          label={t('purchases.receive.serials')}
          description={t('purchases.receive.serialsHint')}
          value={line.serials}
          autosize
          minRows={2}
          onChange={(e) => onChange({ serials: e.currentTarget.value })}
          error={error('serialNos')}
          data-testid={`bill-serials-${index}`}
        />
      )}
    </Card>
  );
}
