// outletWiseDeliveryList: which outlets deliver the product; for a new product, its opening stock
// (per variant when it has variants: stock is kept per variant).
import { Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import type { Outlet } from '@storekeep/domain/app-data';
import { decimalLimiter } from '@storekeep/domain/input-filters';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FilteredInput } from './filtered-input.tsx';
import { ListErrorText } from './pricing-section.tsx';
import type { ProductFormValues } from './product-form-values.ts';

const stockFilter = decimalLimiter({ integerDigits: 9, decimalDigits: 3 });

export function OutletsSection({ outlets, isNew }: { outlets: readonly Outlet[]; isNew: boolean }) {
  const { t } = useTranslation();
  const { control, register } = useFormContext<ProductFormValues>();
  const delivery = useWatch({ control, name: 'outletWiseDeliveryList' });
  const stock = useWatch({ control, name: 'createStock' });
  const variants = useWatch({ control, name: 'variants' });
  const nameOf = (outletId: number) =>
    outlets.find((o) => o.outletId === outletId)?.name ?? `Outlet ${outletId}`;
  if (delivery.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('products.form.noOutlets')}
      </Text>
    );
  return (
    <Stack gap="xs">
      <Table verticalSpacing={6} data-testid="outlet-delivery">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('products.form.outlet')}</Table.Th>
            <Table.Th>{t('products.form.delivers')}</Table.Th>
            {isNew && <Table.Th>{t('products.form.openingStock')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {delivery.map((row, index) => {
            const stockIndex = stock.findIndex((s) => s.outletId === row.outletId);
            return (
              <Table.Tr key={row.outletId}>
                <Table.Td>{nameOf(row.outletId)}</Table.Td>
                <Table.Td>
                  <Checkbox
                    aria-label={t('products.form.deliveryFrom', { name: nameOf(row.outletId) })}
                    {...register(`outletWiseDeliveryList.${index}.isDeliveryEnabled`)}
                  />
                </Table.Td>
                {isNew && variants.length > 0 && (
                  <Table.Td>
                    <Stack gap={4}>
                      {variants.map((variant, variantIndex) => (
                        <FilteredInput
                          // biome-ignore lint/suspicious/noArrayIndexKey: variant rows have no id until saved
                          key={variantIndex}
                          name={`variants.${variantIndex}.openingStock.${index}`}
                          label={
                            variant.variantName || t('products.form.variantNumber', { n: variantIndex + 1 })
                          }
                          aria-label={t('products.form.variantOpeningStockAt', {
                            variant: variant.variantName || variantIndex + 1,
                            name: nameOf(row.outletId),
                          })}
                          inputMode="decimal"
                          filter={stockFilter}
                          size="xs"
                          w={130}
                          data-testid={`variant-stock-${variantIndex}-${row.outletId}`}
                        />
                      ))}
                    </Stack>
                  </Table.Td>
                )}
                {isNew && variants.length === 0 && (
                  <Table.Td>
                    {stockIndex >= 0 && (
                      <Group wrap="nowrap">
                        <FilteredInput
                          name={`createStock.${stockIndex}.quantity`}
                          aria-label={t('products.form.openingStockAt', { name: nameOf(row.outletId) })}
                          inputMode="decimal"
                          filter={stockFilter}
                          size="xs"
                          w={110}
                        />
                      </Group>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <ListErrorText name="outletWiseDeliveryList" />
    </Stack>
  );
}
