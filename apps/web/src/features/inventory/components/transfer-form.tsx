// A new transfer: from and to outlets, and the products to send with their quantities (found by
// name, barcode or SKU among the sending outlet's stock).
import { ActionIcon, Button, Group, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { Outlet } from '@storekeep/domain/app-data';
import { IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalErrors } from '../../../app/error-message.ts';
import { useInventory } from '../api/levels.ts';
import { useRequestTransfer } from '../api/transfers.ts';
import { quantityText } from './stock-format.ts';
import { itemIds, itemKey, itemName } from './stock-item.ts';

interface Line {
  productId: number;
  variantId: number | null;
  productName: string;
  unit: string;
  quantity: number | string;
}

export function TransferForm({
  outlets,
  fromOutletId,
  onClose,
}: {
  outlets: readonly Outlet[];
  fromOutletId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(fromOutletId);
  const [to, setTo] = useState(outlets.find((o) => o.outletId !== fromOutletId)?.outletId ?? fromOutletId);
  const [lines, setLines] = useState<Line[]>([]);
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 300);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const found = useInventory({ scope: 'all', q, page: 1 }, q.length > 0);
  const request = useRequestTransfer();
  const options = outlets.map((o) => ({ value: String(o.outletId), label: o.name }));

  const add = (line: Omit<Line, 'quantity'>) => {
    if (!lines.some((l) => itemKey(l) === itemKey(line))) setLines([...lines, { ...line, quantity: '' }]);
    setText('');
  };

  const submit = async () => {
    setErrors({});
    try {
      await request.mutateAsync({
        fromOutletId: from,
        toOutletId: to,
        lines: lines.map((l) => ({ ...itemIds(l), quantity: Number(l.quantity) || 0 })),
      });
      notifications.show({ color: 'teal', message: t('inventory.transfers.requested') });
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
      title={t('inventory.transfers.new')}
      size="lg"
    >
      <Stack gap="sm" data-testid="transfer-form">
        <Group grow align="flex-start">
          <Select
            label={t('inventory.transfers.from')}
            data={options}
            value={String(from)}
            onChange={(v) => v && setFrom(Number(v))}
            allowDeselect={false}
            data-testid="transfer-from"
          />
          <Select
            label={t('inventory.transfers.to')}
            data={options}
            value={String(to)}
            onChange={(v) => v && setTo(Number(v))}
            allowDeselect={false}
            error={errors.toOutletId}
            data-testid="transfer-to"
          />
        </Group>
        <TextInput
          label={t('inventory.transfers.addProduct')}
          placeholder={t('inventory.transfers.searchProduct')}
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          maxLength={100}
          data-testid="transfer-search"
        />
        {q.length > 0 &&
          (found.data?.rows ?? []).slice(0, 6).map((row) => {
            const at = row.outlets.find((o) => o.outletId === from)?.quantity ?? 0;
            return (
              <Button
                key={itemKey(row)}
                variant="default"
                justify="space-between"
                fullWidth
                onClick={() =>
                  add({
                    productId: row.productId,
                    variantId: row.variantId,
                    productName: itemName(row),
                    unit: row.unitOfMeasurement,
                  })
                }
                rightSection={<Text size="xs">{quantityText(at, row.unitOfMeasurement)}</Text>}
                data-testid={`transfer-pick-${itemKey(row)}`}
              >
                {itemName(row)}
              </Button>
            );
          })}
        {lines.length > 0 && (
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {t('inventory.transfers.lines')}
            </Text>
            {lines.map((line, i) => (
              <Group key={itemKey(line)} wrap="nowrap" gap="xs">
                <Text size="sm" style={{ flex: 1 }}>
                  {line.productName}
                </Text>
                <NumberInput
                  aria-label={`${t('inventory.quantity')}: ${line.productName}`}
                  value={line.quantity}
                  onChange={(value) =>
                    setLines(lines.map((l, j) => (j === i ? { ...l, quantity: value } : l)))
                  }
                  min={0}
                  max={999_999.999}
                  decimalScale={3}
                  allowNegative={false}
                  w={120}
                  size="xs"
                  error={errors[`lines.${i}.quantity`]}
                  data-testid={`transfer-quantity-${itemKey(line)}`}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('inventory.transfers.remove', { name: line.productName })}
                  onClick={() => setLines(lines.filter((_, j) => j !== i))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
        {errors.form && (
          <Text size="sm" c="red.8">
            {errors.form}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={() => void submit()}
            disabled={lines.length === 0}
            loading={request.isPending}
            data-testid="transfer-request"
          >
            {t('inventory.transfers.request')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
