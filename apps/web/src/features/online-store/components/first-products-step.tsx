// The walkthrough's last step: up to five first products (name, selling price, optional category
// and photo), each a card with its own errors; blank rows are skipped, so the step can be left
// empty to add products later.
import {
  ActionIcon,
  Avatar,
  Button,
  Card,
  FileButton,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPhoto, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWalkthroughCategories } from '../api/first-products.ts';
import {
  emptyRow,
  FIRST_PRODUCT_PHOTO,
  FIRST_PRODUCTS_MAX,
  type FirstProductRow,
  priceFilter,
  type RowErrors,
  stockFilter,
} from './first-products.ts';

export { emptyRow };

export interface FirstProductsStepProps {
  rows: FirstProductRow[];
  errors: RowErrors;
  onChange: (rows: FirstProductRow[]) => void;
  /** The shop makes to order: stock in hand is not needed. */
  makesToOrder: boolean;
  onMakesToOrderChange: (makesToOrder: boolean) => void;
  disabled?: boolean;
}

const ACCEPT = FIRST_PRODUCT_PHOTO.extensions.map((ext) => `.${ext}`).join(',');

export function FirstProductsStep({
  rows,
  errors,
  onChange,
  makesToOrder,
  onMakesToOrderChange,
  disabled = false,
}: FirstProductsStepProps) {
  const { t } = useTranslation();
  const categories = useWalkthroughCategories();
  const update = (key: string, patch: Partial<FirstProductRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  return (
    <Stack gap="sm">
      <Text>{t('builder.walkthrough.productsText')}</Text>
      <Switch
        label={t('builder.walkthrough.makesToOrder')}
        description={t('builder.walkthrough.makesToOrderHint')}
        checked={makesToOrder}
        disabled={disabled}
        onChange={(event) => onMakesToOrderChange(event.currentTarget.checked)}
        data-testid="walkthrough-makes-to-order"
      />
      {rows.map((row, index) => {
        const rowErrors = errors[row.key] ?? {};
        return (
          <Card key={row.key} withBorder radius="md" padding="sm" data-testid={`first-product-${index}`}>
            <Group align="flex-start" gap="sm" wrap="nowrap">
              <PhotoPicker
                file={row.photo}
                disabled={disabled}
                label={t('builder.walkthrough.productPhoto', { n: index + 1 })}
                onChange={(photo) => update(row.key, { photo })}
              />
              <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                <TextInput
                  label={t('builder.walkthrough.productName')}
                  value={row.name}
                  maxLength={250}
                  disabled={disabled}
                  error={rowErrors.name}
                  onChange={(event) => update(row.key, { name: event.currentTarget.value })}
                  data-testid={`first-product-name-${index}`}
                />
                <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
                  <TextInput
                    label={t('builder.walkthrough.productPrice')}
                    leftSection="₹"
                    inputMode="decimal"
                    value={row.price}
                    disabled={disabled}
                    error={rowErrors.price}
                    onChange={(event) =>
                      update(row.key, { price: priceFilter(row.price, event.currentTarget.value) })
                    }
                    data-testid={`first-product-price-${index}`}
                  />
                  <TextInput
                    label={t('builder.walkthrough.productStock')}
                    inputMode="decimal"
                    value={row.stock}
                    disabled={disabled}
                    withAsterisk={!makesToOrder}
                    error={rowErrors.stock}
                    onChange={(event) =>
                      update(row.key, { stock: stockFilter(row.stock, event.currentTarget.value) })
                    }
                    data-testid={`first-product-stock-${index}`}
                  />
                  <Select
                    label={t('builder.walkthrough.productCategory')}
                    placeholder={t('builder.walkthrough.noCategory')}
                    data={categories.data ?? []}
                    value={row.categoryId}
                    clearable
                    searchable
                    disabled={disabled}
                    error={rowErrors.categoryId}
                    nothingFoundMessage={t('builder.walkthrough.noCategories')}
                    onChange={(categoryId) => update(row.key, { categoryId })}
                    data-testid={`first-product-category-${index}`}
                  />
                </SimpleGrid>
                {/* A store that keeps SKUs needs one per product: the field comes with the request. */}
                {rowErrors.sku !== undefined || row.sku !== '' ? (
                  <TextInput
                    label={t('builder.walkthrough.productSku')}
                    value={row.sku}
                    disabled={disabled}
                    error={rowErrors.sku}
                    onChange={(event) => update(row.key, { sku: event.currentTarget.value })}
                    data-testid={`first-product-sku-${index}`}
                  />
                ) : null}
                {rowErrors.photo ? (
                  <Text size="sm" c="red" role="alert">
                    {rowErrors.photo}
                  </Text>
                ) : null}
              </Stack>
              <ActionIcon
                variant="subtle"
                color="gray"
                disabled={disabled}
                aria-label={t('builder.walkthrough.removeProduct', { n: index + 1 })}
                onClick={() => {
                  const rest = rows.filter((other) => other.key !== row.key);
                  onChange(rest.length > 0 ? rest : [emptyRow()]);
                }}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          </Card>
        );
      })}
      {rows.length < FIRST_PRODUCTS_MAX ? (
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          disabled={disabled}
          onClick={() => onChange([...rows, emptyRow()])}
          style={{ alignSelf: 'flex-start' }}
          data-testid="first-product-add"
        >
          {t('builder.walkthrough.addProduct')}
        </Button>
      ) : null}
      <Text size="sm" c="dimmed">
        {t('builder.walkthrough.productsHint', { max: FIRST_PRODUCTS_MAX })}
      </Text>
    </Stack>
  );
}

/** The chosen photo as a thumbnail; its object URL lives as long as the choice. */
function PhotoPicker(props: {
  file: File | null;
  label: string;
  disabled: boolean;
  onChange: (file: File | null) => void;
}) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!props.file) return setPreview(null);
    const url = URL.createObjectURL(props.file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [props.file]);
  return (
    <FileButton onChange={props.onChange} accept={ACCEPT} disabled={props.disabled}>
      {(buttonProps) => (
        <ActionIcon
          {...buttonProps}
          variant="default"
          size={64}
          radius="md"
          aria-label={props.label}
          title={props.label}
        >
          {preview ? (
            <Avatar src={preview} size={62} radius="md" alt="" />
          ) : (
            <IconPhoto size={26} stroke={1.5} />
          )}
        </ActionIcon>
      )}
    </FileButton>
  );
}
