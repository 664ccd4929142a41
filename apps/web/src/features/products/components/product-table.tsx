// The product rows: picture, name with codes, category, prices and margin, tax, selling state. On a
// phone the less needed columns hide; the row's name opens the editor.
import { Anchor, Avatar, Badge, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoneyPrice, formatStockQuantity } from '../../../app/format.ts';

export interface ProductRow {
  id: number;
  productName: string;
  mainImageUrl: string | null;
  sku: string | null;
  barcode: string | null;
  categoryName?: string | null;
  mrpPaise: number;
  sellingPricePaise: number;
  marginPercent?: number | null;
  salesTax?: number | null;
  visibility: 'ON_DISPLAY' | 'OFF_DISPLAY';
  /** Stock per outlet (list rows) or at the selected outlet (search rows). */
  stock?: Array<{ outletId: number; variantName?: string | null; quantity: number }>;
  stockQuantity?: number;
}

interface StockFigures {
  here: number;
  total: number;
  /** A product with variants: each variant's stock at the outlet. */
  variants: Array<{ name: string; quantity: number }>;
}

/** The stock column's figures: at the outlet the header has selected, and over all outlets. */
function stockOf(row: ProductRow, outletId: number | null): StockFigures | null {
  if (row.stock) {
    const atOutlet = row.stock.filter((s) => s.outletId === outletId);
    return {
      here: atOutlet.reduce((sum, s) => sum + s.quantity, 0),
      total: row.stock.reduce((sum, s) => sum + s.quantity, 0),
      variants: atOutlet.flatMap((s) =>
        s.variantName ? [{ name: s.variantName, quantity: s.quantity }] : [],
      ),
    };
  }
  return row.stockQuantity === undefined
    ? null
    : { here: row.stockQuantity, total: row.stockQuantity, variants: [] };
}

export function ProductTable({
  rows,
  selected,
  onToggle,
  onToggleAll,
  editHref,
  actions,
  stockOutletId,
}: {
  rows: ProductRow[];
  selected: ReadonlySet<number> | null;
  onToggle: (id: number) => void;
  onToggleAll: () => void;
  editHref: ((id: number) => string) | null;
  actions?: (row: ProductRow) => ReactNode;
  /** Shows the stock column, at this outlet (with all outlets' total when they differ). */
  stockOutletId?: number | null;
}) {
  const { t } = useTranslation();
  const allChecked = selected !== null && rows.length > 0 && rows.every((r) => selected.has(r.id));
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing="xs" highlightOnHover data-testid="product-table">
        <Table.Thead>
          <Table.Tr>
            {selected && (
              <Table.Th w={36}>
                <Checkbox
                  aria-label={t('products.table.selectAll')}
                  checked={allChecked}
                  onChange={onToggleAll}
                  data-testid="select-all"
                />
              </Table.Th>
            )}
            <Table.Th>{t('products.table.product')}</Table.Th>
            <Table.Th visibleFrom="md">{t('products.table.category')}</Table.Th>
            <Table.Th ta="right">{t('products.table.price')}</Table.Th>
            {stockOutletId !== undefined && (
              <Table.Th visibleFrom="xs" ta="right">
                {t('productStock.listColumn')}
              </Table.Th>
            )}
            <Table.Th visibleFrom="sm" ta="right">
              {t('products.table.margin')}
            </Table.Th>
            <Table.Th visibleFrom="md" ta="right">
              {t('products.table.tax')}
            </Table.Th>
            <Table.Th visibleFrom="sm">{t('products.table.status')}</Table.Th>
            {actions && <Table.Th />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid={`product-row-${row.id}`}>
              {selected && (
                <Table.Td>
                  <Checkbox
                    aria-label={t('products.table.select', { name: row.productName })}
                    checked={selected.has(row.id)}
                    onChange={() => onToggle(row.id)}
                    data-testid={`select-${row.id}`}
                  />
                </Table.Td>
              )}
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Avatar src={row.mainImageUrl} radius="sm" size={40} alt="" visibleFrom="xs">
                    <IconPhoto size={18} />
                  </Avatar>
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    {editHref ? (
                      <Anchor
                        component={Link}
                        to={editHref(row.id)}
                        fw={500}
                        size="sm"
                        lineClamp={2}
                        data-testid={`product-name-${row.id}`}
                      >
                        {row.productName}
                      </Anchor>
                    ) : (
                      <Text fw={500} size="sm" lineClamp={2} data-testid={`product-name-${row.id}`}>
                        {row.productName}
                      </Text>
                    )}
                    <Text size="xs" c="dimmed" truncate data-testid={`product-codes-${row.id}`}>
                      {[row.sku, row.barcode].filter(Boolean).join(' · ') || t('products.table.noCodes')}
                    </Text>
                    {row.visibility === 'OFF_DISPLAY' && (
                      <Badge hiddenFrom="sm" size="xs" color="gray" variant="light" w="fit-content">
                        {t('products.table.paused')}
                      </Badge>
                    )}
                  </Stack>
                </Group>
              </Table.Td>
              <Table.Td visibleFrom="md">
                <Text size="sm" c={row.categoryName ? undefined : 'dimmed'}>
                  {row.categoryName ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                  {row.sellingPricePaise > 0
                    ? formatMoneyPrice(row.sellingPricePaise, { symbol: true })
                    : '—'}
                </Text>
                {row.mrpPaise > row.sellingPricePaise && (
                  <Text size="xs" c="dimmed" td="line-through" style={{ whiteSpace: 'nowrap' }}>
                    {formatMoneyPrice(row.mrpPaise, { symbol: true })}
                  </Text>
                )}
              </Table.Td>
              {stockOutletId !== undefined && (
                <Table.Td visibleFrom="xs" ta="right" data-testid={`product-stock-${row.id}`}>
                  {(() => {
                    const stock = stockOf(row, stockOutletId);
                    if (!stock) return <Text size="sm">—</Text>;
                    return (
                      <>
                        <Text size="sm" c={stock.here <= 0 ? 'red.8' : undefined}>
                          {formatStockQuantity(stock.here)}
                        </Text>
                        {stock.variants.length > 0 && (
                          <Text size="xs" c="dark.3" data-testid={`product-variant-stock-${row.id}`}>
                            {stock.variants
                              .map((v) => `${v.name}: ${formatStockQuantity(v.quantity)}`)
                              .join(' · ')}
                          </Text>
                        )}
                        {stock.total !== stock.here && (
                          <Text size="xs" c="dark.3" style={{ whiteSpace: 'nowrap' }}>
                            {t('productStock.allOutletsTotal', {
                              quantity: formatStockQuantity(stock.total),
                            })}
                          </Text>
                        )}
                      </>
                    );
                  })()}
                </Table.Td>
              )}
              <Table.Td visibleFrom="sm" ta="right">
                <Text size="sm">{row.marginPercent == null ? '—' : `${row.marginPercent}%`}</Text>
              </Table.Td>
              <Table.Td visibleFrom="md" ta="right">
                <Text size="sm">{row.salesTax == null ? '—' : `${row.salesTax}%`}</Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Badge color={row.visibility === 'ON_DISPLAY' ? 'teal' : 'gray'} variant="light">
                  {row.visibility === 'ON_DISPLAY' ? t('products.onDisplay') : t('products.table.paused')}
                </Badge>
              </Table.Td>
              {actions && <Table.Td ta="right">{actions(row)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
