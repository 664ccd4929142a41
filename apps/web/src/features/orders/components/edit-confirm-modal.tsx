// Edit and confirm an unconfirmed order (the spec's 'confirm order' popup, editAndConfirmOrder):
// quantities, prices when isAllowPriceChangeInBilling, line and bill discounts when isAllowDiscounts,
// lines removed, serial (IMEI) numbers picked. 'Save' keeps it unbilled (needs ORDER:EDIT_ORDER); 'Confirm order' bills it.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { paiseToRupees } from '@storekeep/domain/money';
import type { ConfirmOrderBody, EditOrderItemsBody } from '@storekeep/domain/order-api';
import type { OrderDetail } from '@storekeep/domain/order-reply-api';
import { hasPermission } from '@storekeep/domain/permissions';
import { AMOUNT_PATTERN, VALIDATION_MESSAGES } from '@storekeep/domain/validation';
import { IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { actorOf, useAppData } from '../../../app/app-data.ts';
import { translateMessage } from '../../../app/domain-messages.ts';
import { i18n } from '../../../app/i18n.ts';
import { SerialPicker } from '../../../app/serials/serial-picker.tsx';
import { FormSwitch } from '../../../ui/form-switch.tsx';
import { useOrderAction } from '../api/use-order-action.ts';
import { ActionError } from './action-error.tsx';
import { AddItemSearch } from './add-item-search.tsx';
import {
  discountOf,
  type EditRules,
  lineValuesOf,
  newLineOf,
  parseQuantity,
  toOrderLine,
} from './edit-order-lines.ts';

const amount = z.string().trim().regex(AMOUNT_PATTERN, VALIDATION_MESSAGES.amount);
const discountText = z
  .string()
  .trim()
  .refine((t) => t === '' || AMOUNT_PATTERN.test(t), VALIDATION_MESSAGES.amount);
// The messages are in the user's language, so the schema is made with t.
const formSchemaOf = (t: TFunction) => {
  const lineSchema = z
    .object({
      lineNo: z.number(),
      productId: z.number().nullable(),
      variantId: z.number().nullable(),
      batchId: z.number().nullable(),
      name: z.string(),
      unit: z.string().nullable(),
      quantity: z
        .string()
        .refine((text) => parseQuantity(text) !== null, t('orderDialogs.edit.quantityInvalid')),
      rate: amount,
      discountType: z.enum(['PERCENT', 'AMOUNT']),
      discount: discountText,
      taxRate: z.number(),
      hsnSacNo: z.string().nullable(),
      soldAsPkd: z.boolean(),
      serialNos: z.array(z.string()),
    })
    .refine((l) => l.discountType !== 'PERCENT' || l.discount === '' || Number(l.discount) <= 100, {
      message: t('orderDialogs.edit.discountTooHigh'),
      path: ['discount'],
    });
  return z.object({
    lines: z.array(lineSchema).min(1, t('orderDialogs.edit.atLeastOne')),
    billDiscountType: z.enum(['PERCENT', 'AMOUNT']),
    billDiscount: discountText,
    fulfilled: z.boolean(),
  });
};
type FormValues = z.infer<ReturnType<typeof formSchemaOf>>;

export function EditConfirmModal({
  order,
  opened,
  onClose,
}: {
  order: OrderDetail;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formSchema = useMemo(() => formSchemaOf(t), [t]);
  const isPhone = useMediaQuery('(max-width: 30em)', false, { getInitialValueInEffect: false });
  const appData = useAppData();
  const settings = appData.accountSettings;
  // Editing, on its own or while confirming (editAndConfirmOrder), needs ORDER:EDIT_ORDER; without it
  // the order is confirmed as it stands.
  const canSave = hasPermission(actorOf(appData), 'ORDER:EDIT_ORDER');
  const rules: EditRules = {
    canChangeQuantity: canSave && settings.isAllowQtyChangeInOrder,
    canChangePrice: canSave && settings.isAllowPriceChangeInBilling,
    canDiscount: canSave && settings.isAllowDiscounts,
  };
  const save = useOrderAction<EditOrderItemsBody>(
    order.orderId,
    { method: 'PUT', path: '/items' },
    t('orderDialogs.edit.updated'),
  );
  const confirm = useOrderAction<ConfirmOrderBody>(
    order.orderId,
    { method: 'POST', path: '/confirm' },
    t('orderDialogs.edit.confirmed'),
  );
  const pending = save.pending || confirm.pending;
  const {
    control,
    register,
    setValue,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      lines: order.items.map(lineValuesOf),
      billDiscountType: order.billDiscount?.type ?? 'PERCENT',
      billDiscount: order.billDiscount
        ? order.billDiscount.type === 'AMOUNT'
          ? paiseToRupees(order.billDiscount.value)
          : String(order.billDiscount.value)
        : '',
      fulfilled: order.source === 'INSTORE',
    },
  });
  const { fields, remove, append } = useFieldArray({ control, name: 'lines', keyName: 'key' });
  const lines = useWatch({ control, name: 'lines' });

  const bodyOf = (values: FormValues) => ({
    items: values.lines.map((line) =>
      toOrderLine(
        line,
        order.items.find((i) => i.lineNo === line.lineNo),
        rules,
      ),
    ),
    ...(rules.canDiscount ? { billDiscount: discountOf(values.billDiscountType, values.billDiscount) } : {}),
  });
  const onSave = handleSubmit((values) => save.run(bodyOf(values), onClose));
  const onConfirm = handleSubmit((values) =>
    confirm.run(
      canSave ? { ...bodyOf(values), fulfilled: values.fulfilled } : { fulfilled: values.fulfilled },
      onClose,
    ),
  );

  return (
    <Modal
      opened={opened}
      onClose={pending ? () => undefined : onClose}
      title={t('orderDialogs.edit.title', { number: order.orderNumber })}
      size="lg"
      fullScreen={isPhone}
      data-testid="edit-confirm-modal"
    >
      <Stack gap="sm">
        {fields.map((field, index) => (
          <Card
            key={field.key}
            withBorder
            padding="xs"
            data-testid={`edit-line-${field.lineNo || `new-${index}`}`}
          >
            <Group justify="space-between" wrap="nowrap" mb={4}>
              <Text size="sm" fw={500} lineClamp={1}>
                {field.name}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('orderDialogs.edit.remove', { name: field.name })}
                disabled={!canSave || fields.length === 1 || pending}
                onClick={() => remove(index)}
                data-testid={`edit-remove-${field.lineNo || `new-${index}`}`}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
            <SimpleGrid cols={{ base: 2, sm: rules.canDiscount ? 4 : 2 }} spacing="xs">
              <TextInput
                label={
                  lines[index]?.unit
                    ? t('orderDialogs.edit.quantityUnit', { unit: lines[index]?.unit })
                    : t('orderDialogs.edit.quantity')
                }
                inputMode="decimal"
                disabled={!rules.canChangeQuantity}
                {...register(`lines.${index}.quantity`)}
                error={translateMessage(errors.lines?.[index]?.quantity?.message, i18n.language)}
                data-testid={`edit-qty-${field.lineNo || `new-${index}`}`}
              />
              <TextInput
                label={t('orderDialogs.edit.rate')}
                inputMode="decimal"
                disabled={!canSave || (!rules.canChangePrice && field.productId !== null)}
                {...register(`lines.${index}.rate`)}
                error={translateMessage(errors.lines?.[index]?.rate?.message, i18n.language)}
                data-testid={`edit-rate-${field.lineNo || `new-${index}`}`}
              />
              {rules.canDiscount && (
                <>
                  <NativeSelect
                    label={t('orderDialogs.edit.discountIn')}
                    data={[
                      { value: 'PERCENT', label: '%' },
                      { value: 'AMOUNT', label: '₹' },
                    ]}
                    {...register(`lines.${index}.discountType`)}
                  />
                  <TextInput
                    label={t('orderDialogs.edit.discount')}
                    inputMode="decimal"
                    {...register(`lines.${index}.discount`)}
                    error={translateMessage(errors.lines?.[index]?.discount?.message, i18n.language)}
                    data-testid={`edit-discount-${field.lineNo || `new-${index}`}`}
                  />
                </>
              )}
            </SimpleGrid>
            <SerialPicker
              productId={field.productId}
              variantId={field.variantId ?? null}
              outletId={order.outletId}
              enabled={settings.enableIMEINumber && canSave}
              quantity={parseQuantity(lines[index]?.quantity ?? '') ?? 0}
              value={lines[index]?.serialNos ?? []}
              onChange={(serialNos) => {
                setValue(`lines.${index}.serialNos`, serialNos);
                // One unit per serial: the quantity follows the serials chosen.
                if (serialNos.length > 0 && rules.canChangeQuantity)
                  setValue(`lines.${index}.quantity`, String(serialNos.length));
              }}
              testId={`edit-serials-${field.lineNo || `new-${index}`}`}
            />
          </Card>
        ))}
        {!canSave && (
          <Text size="sm" c="dimmed" data-testid="edit-not-allowed">
            {t('orderDialogs.edit.notAllowed')}
          </Text>
        )}
        {canSave && (
          <AddItemSearch
            disabled={pending}
            onPick={(product) => {
              const existing = lines.findIndex((l) => l.productId === product.productId && l.lineNo === 0);
              if (existing < 0) append(newLineOf(product));
            }}
          />
        )}
        {rules.canDiscount && (
          <SimpleGrid cols={2} spacing="xs">
            <NativeSelect
              label={t('orderDialogs.edit.billDiscountIn')}
              data={[
                { value: 'PERCENT', label: '%' },
                { value: 'AMOUNT', label: '₹' },
              ]}
              {...register('billDiscountType')}
            />
            <TextInput
              label={t('orderDialogs.edit.billDiscount')}
              inputMode="decimal"
              {...register('billDiscount')}
              error={translateMessage(errors.billDiscount?.message, i18n.language)}
              data-testid="edit-bill-discount"
            />
          </SimpleGrid>
        )}
        <FormSwitch
          control={control}
          name="fulfilled"
          label={t('orderDialogs.edit.fulfilled')}
          data-testid="edit-fulfilled"
        />
        <Text size="xs" c="dimmed">
          {t('orderDialogs.edit.totalsLater')}
        </Text>
        <ActionError error={save.error ?? confirm.error} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          {canSave && (
            <Button
              variant="light"
              loading={save.pending}
              disabled={confirm.pending}
              onClick={() => void onSave()}
              data-testid="edit-save"
            >
              {t('orders.save')}
            </Button>
          )}
          <Button
            loading={confirm.pending}
            disabled={save.pending}
            onClick={() => void onConfirm()}
            data-testid="edit-confirm"
          >
            {t('orderDialogs.edit.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
