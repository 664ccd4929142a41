// The product editor (back-office.md §3 edit payload): one form, sections in the merchant's order,
// validated by the domain schema, server field errors (barcode/SKU clash…) shown next to the fields.
// The images section (media) and the custom fields section (custom fields) mount in the two slots.
import {
  Alert,
  Button,
  Card,
  Group,
  NumberFormatter,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { Outlet } from '@storekeep/domain/app-data';
import { productName as productNameFilter } from '@storekeep/domain/input-filters';
import {
  DETAILED_DESCRIPTION_MAX_LENGTH,
  type MissingDataView,
  PRODUCT_NAME_MAX_LENGTH,
  type ProductReply,
  REVIEW_FIELDS,
} from '@storekeep/domain/product';
import { type ReactNode, useEffect } from 'react';
import {
  type FieldPath,
  FormProvider,
  useController,
  useForm,
  useFormContext,
  useWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSwitch } from '../../../ui/form-switch.tsx';
import { TranslationsSection } from '../../../ui/translations-section.tsx';
import { CategorySelect } from './category-select.tsx';
import { CodesSection } from './codes-section.tsx';
import { DescriptionEditor } from './description-editor.tsx';
import { FilteredInput } from './filtered-input.tsx';
import { OutletsSection } from './outlets-section.tsx';
import { amountFilter, PricingSection } from './pricing-section.tsx';
import { type ProductFormValues, productFormResolver } from './product-form-values.ts';
import { QuantitySection } from './quantity-section.tsx';
import { SmartFillSlot, type SmartFillSlotProps } from './smart-fill-slot.tsx';
import { VariantsSection } from './variants-section.tsx';

/** What the images and custom-fields sections get when they mount in the editor. */
export interface ProductEditorSlotProps {
  /** null while the product is new (not saved yet). */
  productId: number | null;
  product: ProductReply | null;
}

export interface ProductFormProps {
  initialValues: ProductFormValues;
  product: ProductReply | null;
  outlets: readonly Outlet[];
  allowVariants: boolean;
  /** isMaintainProductSku: the SKU is asked for (products without variants). */
  requireSku?: boolean;
  highlightVariantId: number | null;
  /** The review (missing-data) view the product was opened from: the editor points at what to fix. */
  review?: MissingDataView | null;
  saving: boolean;
  onSubmit: (values: ProductFormValues) => Promise<void>;
  onCancel: () => void;
  /** Slot for the media engineer's images section (upload, reorder, replace, delete). */
  imagesSection?: (props: ProductEditorSlotProps) => ReactNode;
  /** Slot for the custom fields engineer's section (values per custom field of the product section). */
  customFieldsSection?: (props: ProductEditorSlotProps) => ReactNode;
  /** Services only: the bookings section (how long the service takes, the staff who give it). */
  bookingSection?: (props: ProductEditorSlotProps) => ReactNode;
  /** Saved products: the inventory's stock section (stock per outlet, reorder levels, adjustments). */
  stockSection?: (props: ProductEditorSlotProps) => ReactNode;
  /** New products only: SmartFill's suggestions from the template catalogue (globalSmartFill). */
  smartFillSection?: (props: SmartFillSlotProps) => ReactNode;
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card withBorder padding="md" radius="md" data-testid={testId}>
      <Title order={2} fz="md" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function SellingSwitches() {
  const { t } = useTranslation();
  const { control } = useFormContextTyped();
  const visibility = useController({ control, name: 'visibility' });
  const enquiryOn = useWatch({ control, name: 'isEnquiryEnabled' });
  return (
    <Stack gap="sm">
      <SegmentedControl
        value={visibility.field.value}
        onChange={(value) => visibility.field.onChange(value)}
        data={[
          { value: 'ON_DISPLAY', label: t('products.onDisplay') },
          { value: 'OFF_DISPLAY', label: t('products.sellingPaused') },
        ]}
        data-testid="product-visibility"
      />
      <FormSwitch
        control={control}
        name="isSellOnline"
        label={t('products.form.sellOnline')}
        data-testid="product-sell-online"
      />
      <FormSwitch
        control={control}
        name="isEnquiryEnabled"
        label={t('products.form.takeEnquiries')}
        data-testid="product-enquiry"
      />
      {enquiryOn && (
        <FilteredInput
          name="enquiryPrice"
          label={t('products.form.enquiryPrice')}
          inputMode="decimal"
          filter={amountFilter}
          maw={240}
        />
      )}
    </Stack>
  );
}

/** The name and description in the shoppers' languages (the store shows them on its language switch). */
function ProductTranslations() {
  const { t } = useTranslation();
  const { control } = useFormContextTyped();
  const translations = useController({ control, name: 'translations' });
  return (
    <TranslationsSection
      fields={[
        { key: 'name', label: t('storeTranslations.name'), maxLength: PRODUCT_NAME_MAX_LENGTH },
        {
          key: 'description',
          label: t('storeTranslations.description'),
          maxLength: DETAILED_DESCRIPTION_MAX_LENGTH,
          multiline: true,
        },
      ]}
      value={translations.field.value}
      onChange={translations.field.onChange}
      testId="product-translations"
    />
  );
}

function useFormContextTyped() {
  return useFormContext<ProductFormValues>();
}

export function ProductForm(props: ProductFormProps) {
  const { t } = useTranslation();
  const isNew = props.product === null;
  const form = useForm<ProductFormValues>({
    defaultValues: props.initialValues,
    resolver: productFormResolver(isNew),
    mode: 'onTouched',
  });
  const productId = props.product ? (props.product.productId ?? props.product.serviceId ?? null) : null;
  const review = props.review ?? null;
  const reviewField = review ? REVIEW_FIELDS[review] : null;
  const { setFocus } = form;
  useEffect(() => {
    if (!review) return;
    // The field to fix gets the focus; a missing image scrolls the images section into view.
    if (reviewField) setFocus(reviewField, { shouldSelect: true });
    else
      document.querySelector('[data-testid="product-images-section"]')?.scrollIntoView({ block: 'center' });
  }, [review, reviewField, setFocus]);
  const slotProps: ProductEditorSlotProps = { productId, product: props.product };

  const submit = form.handleSubmit(async (values) => {
    try {
      await props.onSubmit(values);
    } catch (error) {
      // The server's field errors (a barcode or SKU clash, an unknown outlet…) go next to their fields.
      const fields = (error as { fields?: Record<string, string> }).fields ?? {};
      for (const [path, message] of Object.entries(fields)) {
        if (path === 'conflictProductId' || path === 'conflictProductName') continue;
        form.setError(
          path as FieldPath<ProductFormValues>,
          { type: 'server', message },
          { shouldFocus: true },
        );
      }
      throw error;
    }
  });

  return (
    <FormProvider {...form}>
      <form
        onSubmit={(event) => void submit(event).catch(() => undefined)}
        noValidate
        data-testid="product-form"
      >
        <Stack gap="md">
          {review && (
            <Alert color="yellow" variant="light" data-testid="product-review">
              {t(`products.review.${review}`)}
            </Alert>
          )}
          <Section title={t('products.form.product')}>
            <Stack gap="sm">
              <FilteredInput
                name="productName"
                label={
                  form.getValues('isService')
                    ? t('products.form.serviceName')
                    : t('products.form.productName')
                }
                required
                maxLength={250}
                filter={productNameFilter}
                data-testid="product-name"
              />
              {isNew && props.smartFillSection && <SmartFillSlot render={props.smartFillSection} />}
              <CategorySelect />
              <DescriptionEditor />
            </Stack>
          </Section>
          <Section title={t('storeTranslations.title')} testId="section-translations">
            <ProductTranslations />
          </Section>
          {props.imagesSection?.(slotProps)}
          <Section title={t('products.form.priceAndTax')} testId="section-pricing">
            <PricingSection />
          </Section>
          {form.getValues('isService') && props.bookingSection?.(slotProps)}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Section title={t('products.form.selling')}>
              <SellingSwitches />
            </Section>
            <Section title={t('products.form.codes')}>
              <CodesSection productId={productId} requireSku={props.requireSku ?? false} />
            </Section>
          </SimpleGrid>
          <Section title={t('products.form.quantity')}>
            <QuantitySection />
          </Section>
          {(props.allowVariants || form.getValues('variants').length > 0) && (
            <Section title={t('products.form.variants')}>
              <VariantsSection highlightVariantId={props.highlightVariantId} />
            </Section>
          )}
          <Section title={t('products.form.outletDelivery')}>
            <OutletsSection outlets={props.outlets} isNew={isNew} />
          </Section>
          {props.product && !props.product.isService && props.stockSection?.(slotProps)}
          {props.customFieldsSection?.(slotProps)}
          {props.product && !props.stockSection && props.product.stock.length > 0 && (
            <Text size="sm" c="dimmed">
              {t('products.form.inStock')}{' '}
              {props.product.stock.map((s, i) => (
                <span key={s.outletId}>
                  {i > 0 && ', '}
                  {props.outlets.find((o) => o.outletId === s.outletId)?.name ?? s.outletId}:{' '}
                  <NumberFormatter value={s.quantity} thousandSeparator="," />
                </span>
              ))}
            </Text>
          )}
          <Group
            justify="flex-end"
            gap="sm"
            pos="sticky"
            bottom={0}
            py="sm"
            bg="var(--mantine-color-body)"
            style={{ zIndex: 2, borderTop: '1px solid var(--mantine-color-default-border)' }}
          >
            <Button variant="default" onClick={props.onCancel} data-testid="product-cancel">
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={props.saving} data-testid="product-save">
              {t('products.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
