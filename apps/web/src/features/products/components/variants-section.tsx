// Variants (sizes, colours…) when the account allows variant products: each with prices, margin and codes.
import { ActionIcon, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { barcode as barcodeFilter, skuCharacters } from '@storekeep/domain/input-filters';
import { MAX_VARIANTS } from '@storekeep/domain/product';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FilteredInput } from './filtered-input.tsx';
import { amountFilter, ListErrorText, MarginText } from './pricing-section.tsx';
import type { ProductFormValues } from './product-form-values.ts';

function VariantMargin({ index }: { index: number }) {
  const { control } = useFormContext<ProductFormValues>();
  const variant = useWatch({ control, name: `variants.${index}` });
  return (
    <MarginText
      mrp={variant?.mrpPaise ?? ''}
      selling={variant?.sellingPricePaise ?? ''}
      cost={variant?.costPricePaise ?? ''}
      testId={`variant-margin-${index}`}
    />
  );
}

export function VariantsSection({ highlightVariantId }: { highlightVariantId: number | null }) {
  const { t } = useTranslation();
  const { control } = useFormContext<ProductFormValues>();
  const variants = useFieldArray({ control, name: 'variants', keyName: 'key' });
  return (
    <Stack gap="sm" data-testid="variants-section">
      {variants.fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('products.form.noVariants')}
        </Text>
      )}
      {variants.fields.map((variant, index) => (
        <Card
          key={variant.key}
          withBorder
          padding="sm"
          data-testid={`variant-${index}`}
          style={
            variant.variantId !== null && variant.variantId === highlightVariantId
              ? { borderColor: 'var(--mantine-color-blue-5)' }
              : undefined
          }
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <FilteredInput
              name={`variants.${index}.variantName`}
              label={t('products.form.variantName')}
              maxLength={100}
              style={{ flex: 1 }}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
              aria-label={t('products.form.removeVariant')}
              onClick={() => variants.remove(index)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" mt="xs">
            <FilteredInput
              name={`variants.${index}.mrpPaise`}
              label={t('products.form.mrp')}
              inputMode="decimal"
              filter={amountFilter}
            />
            <FilteredInput
              name={`variants.${index}.sellingPricePaise`}
              label={t('products.form.sellingPrice')}
              inputMode="decimal"
              filter={amountFilter}
            />
            <FilteredInput
              name={`variants.${index}.costPricePaise`}
              label={t('products.form.costPrice')}
              inputMode="decimal"
              filter={amountFilter}
            />
          </SimpleGrid>
          <VariantMargin index={index} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="xs">
            <FilteredInput
              name={`variants.${index}.sku`}
              label={t('products.form.sku')}
              filter={skuCharacters}
              maxLength={50}
            />
            <FilteredInput
              name={`variants.${index}.barcode`}
              label={t('products.form.barcode')}
              filter={barcodeFilter}
            />
          </SimpleGrid>
        </Card>
      ))}
      <ListErrorText name="variants" />
      <Button
        variant="light"
        size="xs"
        w="fit-content"
        leftSection={<IconPlus size={16} />}
        disabled={variants.fields.length >= MAX_VARIANTS}
        onClick={() =>
          variants.append({
            variantId: null,
            variantName: '',
            mrpPaise: '',
            sellingPricePaise: '',
            costPricePaise: '',
            sku: '',
            barcode: '',
          })
        }
        data-testid="add-variant"
      >
        {t('products.form.addVariant')}
      </Button>
    </Stack>
  );
}
