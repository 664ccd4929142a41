// Picking products for a purchase order: quick add by barcode or name, and the outlet's low-stock
// list (at or below the reorder level) with the suggested quantities.
import { Alert, Button, Card, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { PurchasableProduct } from '@storekeep/domain/purchase-api';
import { IconBarcode, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { formatStockQuantity } from '../../../app/format.ts';
import { useLowStock, useQuickAdd } from '../api/purchase-orders.ts';
import { lineKey } from './line-key.ts';

export function QuickAdd({
  outletId,
  onAdd,
}: {
  outletId: number | null;
  onAdd: (p: PurchasableProduct) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 250);
  const found = useQuickAdd(search, outletId);
  const products = found.data?.products ?? [];
  const add = (p: PurchasableProduct) => {
    onAdd(p);
    setText('');
  };
  return (
    <Stack gap={4}>
      <TextInput
        label={t('purchases.editor.quickAdd')}
        placeholder={t('purchases.editor.quickAddHint')}
        leftSection={<IconBarcode size={16} />}
        value={text}
        maxLength={50}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          // A scanner types the barcode and Enter: the one product found goes straight in.
          if (e.key === 'Enter' && products.length === 1 && products[0]) add(products[0]);
        }}
        data-testid="po-quick-add"
      />
      {search && found.isFetching && <Loader size="xs" />}
      {search && !found.isFetching && products.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('purchases.editor.noMatch')}
        </Text>
      )}
      {products.length > 0 && (
        <Card withBorder padding={4}>
          {products.map((p) => (
            <Group key={lineKey(p)} justify="space-between" wrap="nowrap" px="xs" py={2}>
              <Text size="sm" truncate>
                {p.name}
                {p.barcode ? ` · ${p.barcode}` : ''}
              </Text>
              <Button
                size="compact-xs"
                variant="light"
                onClick={() => add(p)}
                data-testid={`quick-add-${lineKey(p)}`}
              >
                {t('purchases.editor.add')}
              </Button>
            </Group>
          ))}
        </Card>
      )}
    </Stack>
  );
}

export function LowStockList({
  outletId,
  chosen,
  onAdd,
}: {
  outletId: number | null;
  chosen: ReadonlySet<string>;
  onAdd: (products: PurchasableProduct[]) => void;
}) {
  const { t } = useTranslation();
  const low = useLowStock(outletId, true);
  const products = low.data?.products ?? [];
  const open = products.filter((p) => !chosen.has(lineKey(p)));
  if (low.isError) return <Alert color="red">{errorMessage(low.error)}</Alert>;
  return (
    <Card withBorder padding="sm" data-testid="low-stock-list">
      <Group justify="space-between" mb="xs">
        <Text fw={500}>{t('purchases.editor.lowStock')}</Text>
        <Button
          size="xs"
          variant="light"
          disabled={open.length === 0}
          onClick={() => onAdd(open)}
          data-testid="low-stock-add-all"
        >
          {t('purchases.editor.addAll')}
        </Button>
      </Group>
      {low.isPending ? (
        <Loader size="sm" />
      ) : products.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('purchases.editor.noLowStock')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('purchases.columns.product')}</Table.Th>
                <Table.Th ta="right">{t('purchases.columns.onHand')}</Table.Th>
                <Table.Th ta="right">{t('purchases.columns.suggested')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {products.map((p) => (
                <Table.Tr key={lineKey(p)} data-testid={`low-stock-${lineKey(p)}`}>
                  <Table.Td>
                    <Text size="sm">{p.name}</Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    {formatStockQuantity(p.onHand, p.unit)} / {formatStockQuantity(p.reorderLevel, p.unit)}
                  </Table.Td>
                  <Table.Td ta="right">{formatStockQuantity(p.suggestedQuantity, p.unit)}</Table.Td>
                  <Table.Td ta="right">
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      aria-label={t('purchases.editor.addProduct', { name: p.name })}
                      disabled={chosen.has(lineKey(p))}
                      onClick={() => onAdd([p])}
                    >
                      <IconPlus size={14} />
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
