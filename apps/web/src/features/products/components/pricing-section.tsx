// MRP, selling and cost price with the margins the price rules give, taxes and HSN/SAC, bulk tiers.
import { ActionIcon, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { decimalLimiter, percentage } from '@storekeep/domain/input-filters';
import { MAX_BULK_PRICING_TIERS, productMargins } from '@storekeep/domain/product';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSwitch } from '../../../ui/form-switch.tsx';
import { FilteredInput } from './filtered-input.tsx';
import { type ProductFormValues, paiseOf } from './product-form-values.ts';

/** Amounts: up to 10 integer digits and 2 decimals (shared-blocks.md §5). */
export const amountFilter = decimalLimiter({ integerDigits: 10, decimalDigits: 2 });
const quantityFilter = decimalLimiter({ integerDigits: 9, decimalDigits: 3 });

export function MarginText({
  mrp,
  selling,
  cost,
  testId,
}: {
  mrp: string;
  selling: string;
  cost: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const prices = {
    mrpPaise: paiseOf(mrp),
    sellingPricePaise: paiseOf(selling),
    costPricePaise: paiseOf(cost),
  };
  const valid = Object.values(prices).every(Number.isFinite);
  const margins = valid ? productMargins(prices) : { marginPercent: null, discountMarginPercent: null };
  return (
    <Text size="sm" c="dimmed" data-testid={testId}>
      {t('products.form.margin', {
        margin: margins.marginPercent === null ? '—' : `${margins.marginPercent}%`,
        discount: margins.discountMarginPercent === null ? '—' : `${margins.discountMarginPercent}%`,
      })}
    </Text>
  );
}

export function PricingSection() {
  const { t } = useTranslation();
  const { control } = useFormContext<ProductFormValues>();
  const [mrp, selling, cost, bulkOn] = useWatch({
    control,
    name: ['mrpPaise', 'sellingPricePaise', 'costPricePaise', 'isBulkPricingActive'],
  });
  const tiers = useFieldArray({ control, name: 'bulkPricingDetail' });
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <FilteredInput
          name="mrpPaise"
          label={t('products.form.mrp')}
          inputMode="decimal"
          filter={amountFilter}
          data-testid="product-mrp"
        />
        <FilteredInput
          name="sellingPricePaise"
          label={t('products.form.sellingPrice')}
          inputMode="decimal"
          filter={amountFilter}
          data-testid="product-selling-price"
        />
        <FilteredInput
          name="costPricePaise"
          label={t('products.form.costPrice')}
          inputMode="decimal"
          filter={amountFilter}
          data-testid="product-cost-price"
        />
      </SimpleGrid>
      <MarginText mrp={mrp} selling={selling} cost={cost} testId="product-margin" />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <FilteredInput
          name="salesTax"
          label={t('products.form.salesTax')}
          inputMode="decimal"
          filter={percentage}
          data-testid="product-sales-tax"
        />
        <FilteredInput
          name="purchaseTax"
          label={t('products.form.purchaseTax')}
          inputMode="decimal"
          filter={percentage}
        />
        <FilteredInput name="hsnSacNo" label={t('products.form.hsn')} maxLength={15} />
      </SimpleGrid>
      <FormSwitch
        control={control}
        name="isBulkPricingActive"
        label={t('products.form.bulkPricing')}
        data-testid="product-bulk-pricing"
      />
      {bulkOn && (
        <Stack gap="xs" data-testid="bulk-tiers">
          {tiers.fields.map((tier, index) => (
            <Group key={tier.id} gap="xs" align="flex-start" wrap="nowrap">
              <FilteredInput
                name={`bulkPricingDetail.${index}.minQuantity`}
                label={index === 0 ? t('products.form.fromQuantity') : undefined}
                aria-label={t('products.form.fromQuantity')}
                inputMode="decimal"
                filter={quantityFilter}
                style={{ flex: 1 }}
              />
              <FilteredInput
                name={`bulkPricingDetail.${index}.pricePaise`}
                label={index === 0 ? t('products.form.priceEach') : undefined}
                aria-label={t('products.form.priceEachShort')}
                inputMode="decimal"
                filter={amountFilter}
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={index === 0 ? 28 : 4}
                aria-label={t('products.form.removeTier')}
                onClick={() => tiers.remove(index)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          ))}
          <ListErrorText name="bulkPricingDetail" />
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={16} />}
            disabled={tiers.fields.length >= MAX_BULK_PRICING_TIERS}
            onClick={() => tiers.append({ minQuantity: '', pricePaise: '' })}
            w="fit-content"
            data-testid="add-bulk-tier"
          >
            {t('products.form.addTier')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/** An error that belongs to a whole list (for example "Add at least one bulk pricing tier"). */
export function ListErrorText({
  name,
}: {
  name: 'bulkPricingDetail' | 'variants' | 'outletWiseDeliveryList';
}) {
  const { formState } = useFormContext<ProductFormValues>();
  const error = formState.errors[name] as { message?: string; root?: { message?: string } } | undefined;
  const message = error?.message ?? error?.root?.message;
  return message ? (
    <Text size="sm" c="red" role="alert">
      {message}
    </Text>
  ) : null;
}
