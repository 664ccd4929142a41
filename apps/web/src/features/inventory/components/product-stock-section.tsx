// The product editor's stock section: stock per outlet (from the inventory), the reorder level and
// reorder quantity per outlet, and adding or removing stock through an adjustment; the product's
// stock history. A new product gets its opening stock in the outlets section instead. A product
// with variants keeps its stock per variant: the section shows the chosen variant's.
import { Button, Card, Group, NumberInput, Select, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Outlet } from '@storekeep/domain/app-data';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { useInventory, useSetReorder } from '../api/levels.ts';
import { AdjustModal } from './adjust-modal.tsx';
import { HistoryDrawer } from './history-drawer.tsx';
import { quantityText } from './stock-format.ts';
import { itemIds, itemName } from './stock-item.ts';

interface Reorder {
  level: number | string;
  quantity: number | string;
}

export function ProductStockSection({
  productId,
  productName,
  outlets,
  selectedOutletId,
}: {
  productId: number;
  productName: string;
  outlets: readonly Outlet[];
  selectedOutletId: number | null;
}) {
  const { t } = useTranslation();
  const stock = useInventory({ scope: 'all', productId, page: 1 });
  const setReorder = useSetReorder();
  const [adjusting, setAdjusting] = useState(false);
  const [history, setHistory] = useState(false);
  const [edits, setEdits] = useState<Record<number, Reorder>>({});
  const [variantId, setVariantId] = useState<number | null>(null);
  const rows = stock.data?.rows.filter((r) => r.productId === productId) ?? [];
  const row = rows.find((r) => r.variantId === variantId) ?? rows[0];
  const unit = row?.unitOfMeasurement ?? 'pcs';
  const levels = outlets.map((o) => {
    const level = row?.outlets.find((l) => l.outletId === o.outletId);
    return {
      outletId: o.outletId,
      name: o.name,
      quantity: level?.quantity ?? 0,
      reorderLevel: level?.reorderLevel ?? 0,
      reorderQuantity: level?.reorderQuantity ?? 0,
    };
  });
  const changed = Object.keys(edits).length > 0;

  const saveReorder = async () => {
    try {
      for (const [outletId, edit] of Object.entries(edits)) {
        const level = levels.find((l) => l.outletId === Number(outletId));
        await setReorder.mutateAsync({
          ...itemIds(row ?? { productId }),
          outletId: Number(outletId),
          reorderLevel: Number(edit.level === '' ? 0 : edit.level),
          reorderQuantity: Number(edit.quantity === '' ? (level?.reorderQuantity ?? 0) : edit.quantity),
        });
      }
      setEdits({});
      notifications.show({ color: 'teal', message: t('inventory.reorderSaved') });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    }
  };

  return (
    <Card withBorder padding="md" radius="md" data-testid="product-stock-section">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="md">
            {t('productStock.title')}
          </Title>
          <Group gap="xs">
            <Button
              size="xs"
              variant="subtle"
              onClick={() => setHistory(true)}
              data-testid="product-stock-history"
            >
              {t('productStock.history')}
            </Button>
            <Button
              size="xs"
              onClick={() => setAdjusting(true)}
              disabled={!row}
              data-testid="product-stock-adjust"
            >
              {t('productStock.addStock')}
            </Button>
          </Group>
        </Group>
        {rows.length > 1 && (
          <Select
            label={t('productStock.variant')}
            data={rows.map((r) => ({ value: String(r.variantId), label: r.variantName ?? r.productName }))}
            value={String(row?.variantId)}
            onChange={(value) => {
              setVariantId(value === null ? null : Number(value));
              setEdits({});
            }}
            allowDeselect={false}
            maw={280}
            data-testid="product-stock-variant"
          />
        )}
        <Table.ScrollContainer minWidth={300}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('productStock.outlet')}</Table.Th>
                <Table.Th ta="right">{t('productStock.stock')}</Table.Th>
                <Table.Th>{t('productStock.reorderLevel')}</Table.Th>
                <Table.Th>{t('productStock.reorderQuantity')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {levels.map((level) => {
                const edit = edits[level.outletId];
                const update = (patch: Partial<Reorder>) =>
                  setEdits({
                    ...edits,
                    [level.outletId]: {
                      level: edit?.level ?? level.reorderLevel,
                      quantity: edit?.quantity ?? level.reorderQuantity,
                      ...patch,
                    },
                  });
                return (
                  <Table.Tr key={level.outletId} data-testid={`product-stock-${level.outletId}`}>
                    <Table.Td>{level.name}</Table.Td>
                    <Table.Td ta="right">
                      <Text
                        size="sm"
                        fw={500}
                        style={{ whiteSpace: 'nowrap' }}
                        data-testid="product-stock-quantity"
                      >
                        {quantityText(level.quantity, unit)}
                      </Text>
                    </Table.Td>
                    <Table.Td miw={90}>
                      <NumberInput
                        aria-label={`${t('productStock.reorderLevel')}: ${level.name}`}
                        value={edit?.level ?? level.reorderLevel}
                        onChange={(value) => update({ level: value })}
                        min={0}
                        max={999_999.999}
                        decimalScale={3}
                        allowNegative={false}
                        hideControls
                        size="xs"
                      />
                    </Table.Td>
                    <Table.Td miw={90}>
                      <NumberInput
                        aria-label={`${t('productStock.reorderQuantity')}: ${level.name}`}
                        value={edit?.quantity ?? level.reorderQuantity}
                        onChange={(value) => update({ quantity: value })}
                        min={0}
                        max={999_999.999}
                        decimalScale={3}
                        allowNegative={false}
                        hideControls
                        size="xs"
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="space-between" wrap="wrap">
          <Text size="xs" c="dark.3">
            {t('inventory.reorderHint')}
          </Text>
          {changed && (
            <Button
              size="xs"
              variant="light"
              onClick={() => void saveReorder()}
              loading={setReorder.isPending}
            >
              {t('productStock.saveReorder')}
            </Button>
          )}
        </Group>
      </Stack>
      {adjusting && row && (
        <AdjustModal
          target={{
            productId,
            variantId: row.variantId,
            productName: itemName(row),
            unitOfMeasurement: unit,
            outlets: levels.map((l) => ({ outletId: l.outletId, name: l.name, quantity: l.quantity })),
            outletId:
              levels.find((l) => l.outletId === selectedOutletId)?.outletId ?? levels[0]?.outletId ?? 0,
          }}
          onClose={() => setAdjusting(false)}
        />
      )}
      {history && (
        <HistoryDrawer
          productId={productId}
          variantId={row?.variantId ?? null}
          productName={row ? itemName(row) : productName}
          showOutlet={outlets.length > 1}
          onClose={() => setHistory(false)}
        />
      )}
    </Card>
  );
}
