// The platform admin's template form: name, category, barcode, HSN/SAC, unit, MRP, selling price,
// tax rate and approval; validated by the shared schema, server field errors beside the fields.
import {
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { paiseToRupees } from '@storekeep/domain/money';
import {
  type ProductTemplate,
  type ProductTemplateInput,
  productTemplateInputSchema,
} from '@storekeep/domain/product-templates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-client.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { useSaveTemplate, useTemplateCategories } from '../api/admin-templates.ts';

type FormState = {
  name: string;
  templateCategoryId: string | null;
  barcode: string;
  hsnSacNo: string;
  unit: string;
  mrp: string;
  price: string;
  taxRate: number;
  isApproved: boolean;
};

const rupees = (paise: number) => (paise === 0 ? '' : paiseToRupees(paise));

function initial(template: ProductTemplate | null): FormState {
  return {
    name: template?.name ?? '',
    templateCategoryId: template?.templateCategoryId ? String(template.templateCategoryId) : null,
    barcode: template?.barcode ?? '',
    hsnSacNo: template?.hsnSacNo ?? '',
    unit: template?.unit ?? 'pcs',
    mrp: template ? rupees(template.mrpPaise) : '',
    price: template ? rupees(template.pricePaise) : '',
    taxRate: template ? Number(template.taxRate) : 0,
    isApproved: template?.isApproved ?? false,
  };
}

export function TemplateFormModal({
  template,
  opened,
  onClose,
}: {
  template: ProductTemplate | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const categories = useTemplateCategories();
  const save = useSaveTemplate(template?.templateId ?? null);
  const [form, setForm] = useState<FormState>(() => initial(template));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const submit = () => {
    const input: ProductTemplateInput = {
      ...form,
      templateCategoryId: form.templateCategoryId ? Number(form.templateCategoryId) : null,
    };
    const parsed = productTemplateInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate(input, {
      onSuccess: (saved) => {
        notifications.show({ color: 'green', message: t('productTemplates.saved', { name: saved.name }) });
        onClose();
      },
      onError: (error) => {
        if (isApiError(error) && Object.keys(error.fields).length > 0) setErrors(error.fields);
        else notifications.show({ color: 'red', message: errorMessage(error) });
      },
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={template ? template.name : t('productTemplates.addTemplate')}
      size="lg"
    >
      <Stack>
        <TextInput
          label={t('productTemplates.name')}
          withAsterisk
          value={form.name}
          maxLength={150}
          onChange={(e) => set('name', e.currentTarget.value.replace(/[<>]/g, ''))}
          error={errors.name}
          data-testid="template-form-name"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('productTemplates.category')}
            data={(categories.data?.categories ?? []).map((c) => ({
              value: String(c.templateCategoryId),
              label: c.name,
            }))}
            value={form.templateCategoryId}
            onChange={(value) => set('templateCategoryId', value)}
            clearable
            error={errors.templateCategoryId}
          />
          <TextInput
            label={t('productTemplates.barcode')}
            value={form.barcode}
            onChange={(e) => set('barcode', e.currentTarget.value)}
            error={errors.barcode}
          />
          <TextInput
            label="HSN/SAC"
            value={form.hsnSacNo}
            onChange={(e) => set('hsnSacNo', e.currentTarget.value)}
            error={errors.hsnSacNo}
          />
          <TextInput
            label={t('productTemplates.unit')}
            value={form.unit}
            onChange={(e) => set('unit', e.currentTarget.value)}
            error={errors.unit}
          />
          <TextInput
            label="MRP (₹)"
            inputMode="decimal"
            value={form.mrp}
            onChange={(e) => set('mrp', e.currentTarget.value)}
            error={errors.mrp}
          />
          <TextInput
            label={`${t('productTemplates.price')} (₹)`}
            inputMode="decimal"
            value={form.price}
            onChange={(e) => set('price', e.currentTarget.value)}
            error={errors.price}
          />
          <NumberInput
            label={t('productTemplates.taxRateLabel')}
            min={0}
            max={100}
            decimalScale={2}
            value={form.taxRate}
            onChange={(value) => set('taxRate', Number(value) || 0)}
            error={errors.taxRate}
          />
        </SimpleGrid>
        <Switch
          label={t('productTemplates.approved')}
          checked={form.isApproved}
          onChange={(e) => set('isApproved', e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending} data-testid="template-form-save">
            {t('productTemplates.saveTemplate')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
