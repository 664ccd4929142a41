// Edit and confirm an unconfirmed order (the spec's 'confirm order' popup, editAndConfirmOrder):
// quantities, prices when isAllowPriceChangeInBilling, line and bill discounts when isAllowDiscounts,
// lines removed. 'Save' keeps it unbilled (needs ORDER:EDIT_ORDER); 'Confirm order' bills it.
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
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { actorOf, useAppData } from '../../../app/app-data.ts';
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
      .refine((t) => parseQuantity(t) !== null, 'Enter a quantity above 0, up to 3 decimals'),
    rate: amount,
    discountType: z.enum(['PERCENT', 'AMOUNT']),
    discount: discountText,
    taxRate: z.number(),
    hsnSacNo: z.string().nullable(),
    soldAsPkd: z.boolean(),
  })
  .refine((l) => l.discountType !== 'PERCENT' || l.discount === '' || Number(l.discount) <= 100, {
    message: 'A discount cannot be more than 100%',
    path: ['discount'],
  });
const formSchema = z.object({
  lines: z.array(lineSchema).min(1, 'Add at least one item'),
  billDiscountType: z.enum(['PERCENT', 'AMOUNT']),
  billDiscount: discountText,
  fulfilled: z.boolean(),
});
type FormValues = z.infer<typeof formSchema>;

export function EditConfirmModal({
  order,
  opened,
  onClose,
}: {
  order: OrderDetail;
  opened: boolean;
  onClose: () => void;
}) {
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
    'Order updated',
  );
  const confirm = useOrderAction<ConfirmOrderBody>(
    order.orderId,
    { method: 'POST', path: '/confirm' },
    'Order confirmed',
  );
  const pending = save.pending || confirm.pending;
  const {
    control,
    register,
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
      title={`Edit and confirm order #${order.orderNumber}`}
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
                aria-label={`Remove ${field.name}`}
                disabled={!canSave || fields.length === 1 || pending}
                onClick={() => remove(index)}
                data-testid={`edit-remove-${field.lineNo || `new-${index}`}`}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
            <SimpleGrid cols={{ base: 2, sm: rules.canDiscount ? 4 : 2 }} spacing="xs">
              <TextInput
                label={`Quantity${lines[index]?.unit ? ` (${lines[index]?.unit})` : ''}`}
                inputMode="decimal"
                disabled={!rules.canChangeQuantity}
                {...register(`lines.${index}.quantity`)}
                error={errors.lines?.[index]?.quantity?.message}
                data-testid={`edit-qty-${field.lineNo || `new-${index}`}`}
              />
              <TextInput
                label="Rate (₹)"
                inputMode="decimal"
                disabled={!canSave || (!rules.canChangePrice && field.productId !== null)}
                {...register(`lines.${index}.rate`)}
                error={errors.lines?.[index]?.rate?.message}
                data-testid={`edit-rate-${field.lineNo || `new-${index}`}`}
              />
              {rules.canDiscount && (
                <>
                  <NativeSelect
                    label="Discount in"
                    data={[
                      { value: 'PERCENT', label: '%' },
                      { value: 'AMOUNT', label: '₹' },
                    ]}
                    {...register(`lines.${index}.discountType`)}
                  />
                  <TextInput
                    label="Discount"
                    inputMode="decimal"
                    {...register(`lines.${index}.discount`)}
                    error={errors.lines?.[index]?.discount?.message}
                    data-testid={`edit-discount-${field.lineNo || `new-${index}`}`}
                  />
                </>
              )}
            </SimpleGrid>
          </Card>
        ))}
        {!canSave && (
          <Text size="sm" c="dimmed" data-testid="edit-not-allowed">
            You can confirm this order as it is. Changing it needs the Edit order permission.
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
              label="Bill discount in"
              data={[
                { value: 'PERCENT', label: '%' },
                { value: 'AMOUNT', label: '₹' },
              ]}
              {...register('billDiscountType')}
            />
            <TextInput
              label="Bill discount"
              inputMode="decimal"
              {...register('billDiscount')}
              error={errors.billDiscount?.message}
              data-testid="edit-bill-discount"
            />
          </SimpleGrid>
        )}
        <FormSwitch
          control={control}
          name="fulfilled"
          label="The customer takes the goods now (mark delivered)"
          data-testid="edit-fulfilled"
        />
        <Text size="xs" c="dimmed">
          Totals, taxes and round-off are worked out when you save or confirm.
        </Text>
        <ActionError error={save.error ?? confirm.error} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          {canSave && (
            <Button
              variant="light"
              loading={save.pending}
              disabled={confirm.pending}
              onClick={() => void onSave()}
              data-testid="edit-save"
            >
              Save
            </Button>
          )}
          <Button
            loading={confirm.pending}
            disabled={save.pending}
            onClick={() => void onConfirm()}
            data-testid="edit-confirm"
          >
            Confirm order
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
