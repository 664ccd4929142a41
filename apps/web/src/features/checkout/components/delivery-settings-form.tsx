// The storefront's delivery charges by order value or item count and the store-pickup text. Ranges
// chain min → max (shared-blocks §4, §5): each new range starts just after the last one's max,
// earlier ranges lock, only the last can be removed, a range is added only once the last is
// complete, and the last may stay open ("and above"). The server's rules are checked here with the
// same schema. Switching between order value and number of items keeps each tab's own ranges, so
// rupee figures never become item counts.
import {
  ActionIcon,
  Button,
  Card,
  Group,
  NumberInput,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type DeliverySettingsReply, deliverySettingsBodySchema } from '@storekeep/domain/checkout-api';
import { validateRange } from '@storekeep/domain/delivery-ranges';
import { paiseToRupeeNumber, rupeesToPaise } from '@storekeep/domain/money';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-client.ts';
import { errorMessage } from '../../../app/error-message.ts';
import type { DeliverySettingsBody } from '../api/delivery-settings.ts';

type Num = number | '';
interface RangeRow {
  min: Num;
  max: Num;
  charge: Num;
}
export interface DeliveryFormValues {
  kind: 'amount' | 'quantity';
  ranges: RangeRow[];
  pickupInfo: string;
}

const rupees = (paise: number | null): Num => (paise === null ? '' : paiseToRupeeNumber(paise));
const paise = (value: Num): number | null => (value === '' ? null : rupeesToPaise(value));
const units = (value: Num): number | null => (value === '' ? null : Math.round(Number(value)));

/** The reply in the form's units: rupees for amounts and charges, items for quantities. */
export function formValuesOf(reply: DeliverySettingsReply): DeliveryFormValues {
  const bound = reply.kind === 'amount' ? rupees : (v: number | null): Num => (v === null ? '' : v);
  return {
    kind: reply.kind,
    ranges: reply.ranges.map((r) => ({ min: bound(r.min), max: bound(r.max), charge: rupees(r.charge) })),
    pickupInfo: reply.pickupInfo ?? '',
  };
}

/** The form in the API's units: paise for amounts and charges, whole items for quantities. */
export function bodyOf(values: DeliveryFormValues): DeliverySettingsBody {
  const bound = values.kind === 'amount' ? paise : units;
  return {
    kind: values.kind,
    ranges: values.ranges.map((r) => ({ min: bound(r.min), max: bound(r.max), charge: paise(r.charge) })),
    pickupInfo: values.pickupInfo.trim() || null,
  };
}

export function DeliverySettingsForm({
  values,
  save,
}: {
  values: DeliveryFormValues;
  save: (body: DeliverySettingsBody) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const form = useForm<DeliveryFormValues>({ values });
  const ranges = useFieldArray({ control: form.control, name: 'ranges' });
  const kind = form.watch('kind');
  const step = kind === 'amount' ? 0.01 : 1;

  const onSubmit = form.handleSubmit(async (next) => {
    form.clearErrors();
    const body = bodyOf(next);
    const checked = deliverySettingsBodySchema.safeParse(body);
    const fieldErrors: Record<string, string> = {};
    if (!checked.success)
      for (const issue of checked.error.issues) fieldErrors[issue.path.join('.')] ??= issue.message;
    try {
      if (checked.success) {
        await save(body);
        notifications.show({ color: 'teal', message: t('checkoutSettings.deliverySaved') });
        return;
      }
    } catch (error) {
      if (isApiError(error)) Object.assign(fieldErrors, error.fields);
      notifications.show({ color: 'red', message: errorMessage(error) });
    }
    for (const [path, message] of Object.entries(fieldErrors))
      form.setError(path as `ranges.${number}.min`, { message });
  });

  // Each tab's ranges while the other is shown (the saved ones for the saved tab).
  const rangesByKind = useRef<Partial<Record<DeliveryFormValues['kind'], RangeRow[]>>>({
    [values.kind]: values.ranges,
  });
  const switchKind = (next: DeliveryFormValues['kind']) => {
    const current = form.getValues('kind');
    if (next === current) return;
    rangesByKind.current[current] = form.getValues('ranges');
    form.clearErrors('ranges');
    ranges.replace(rangesByKind.current[next] ?? []);
    form.setValue('kind', next);
  };

  const addRange = () => {
    const all = form.getValues('ranges');
    const lastIndex = all.length - 1;
    const last = all[lastIndex];
    if (last) {
      // The last range must be complete, its max included, before another follows it.
      const bound = kind === 'amount' ? paise : units;
      const errors = validateRange(
        {
          min: bound(last.min),
          max: bound(last.max),
          charge: paise(last.charge),
          minLocked: false,
          maxLocked: false,
        },
        'max',
      );
      const fields = Object.entries(errors);
      if (fields.length > 0) {
        for (const [field, message] of fields)
          form.setError(`ranges.${lastIndex}.${field as keyof RangeRow}`, { message });
        return;
      }
    }
    // Both steps (₹0.01, one item) add exactly at two decimals.
    const from =
      last && last.max !== '' ? paiseToRupeeNumber(rupeesToPaise(last.max) + rupeesToPaise(step)) : 0;
    ranges.append({ min: from, max: '', charge: '' });
  };

  const removeLastRange = () => {
    ranges.remove(ranges.fields.length - 1);
  };

  /** Earlier ranges lock; the last one's min follows the range before it. */
  const isLocked = (index: number, name: keyof RangeRow) => {
    if (name === 'charge') return false;
    const isLast = index === ranges.fields.length - 1;
    if (!isLast) return true;
    return name === 'min' && index > 0;
  };

  const numberField = (index: number, name: keyof RangeRow, label: string, money: boolean) => (
    <Controller
      control={form.control}
      name={`ranges.${index}.${name}`}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          disabled={isLocked(index, name)}
          placeholder={
            name === 'max' && index === ranges.fields.length - 1 ? t('checkoutSettings.andAbove') : undefined
          }
          min={0}
          step={money ? 0.01 : 1}
          decimalScale={money ? 2 : 0}
          prefix={money ? '₹' : undefined}
          thousandSeparator={money ? ',' : undefined}
          thousandsGroupStyle="lakh"
          value={field.value}
          onChange={(value) => field.onChange(value === '' ? '' : Number(value))}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          data-testid={`delivery-range-${index}-${name}`}
        />
      )}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate data-testid="delivery-settings-form">
      <Stack gap="lg">
        <Card>
          <Title order={3} fz="lg" mb={4}>
            {t('checkoutSettings.deliveryTitle')}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {t('checkoutSettings.deliveryHelp')}
          </Text>
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <Radio.Group
                label={t('checkoutSettings.chargeBy')}
                value={field.value}
                onChange={(value) => switchKind(value as DeliveryFormValues['kind'])}
                mb="md"
                data-testid="delivery-kind"
              >
                <Group gap="lg" mt={6}>
                  <Radio
                    value="amount"
                    label={t('checkoutSettings.byAmount')}
                    data-testid="delivery-kind-amount"
                  />
                  <Radio
                    value="quantity"
                    label={t('checkoutSettings.byQuantity')}
                    data-testid="delivery-kind-quantity"
                  />
                </Group>
              </Radio.Group>
            )}
          />
          <Stack gap="sm">
            {ranges.fields.length === 0 && (
              <Text size="sm" c="dimmed" data-testid="delivery-no-ranges">
                {t('checkoutSettings.noRanges')}
              </Text>
            )}
            {ranges.fields.map((range, index) => (
              <Paper key={range.id} withBorder p="sm" radius="md" data-testid={`delivery-range-${index}`}>
                <Group justify="space-between" mb={4}>
                  <Text size="sm" fw={600}>
                    {t('checkoutSettings.rangeN', { n: index + 1 })}
                  </Text>
                  {index === ranges.fields.length - 1 && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={removeLastRange}
                      aria-label={t('checkoutSettings.removeRange')}
                      data-testid={`delivery-range-${index}-remove`}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  )}
                </Group>
                <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
                  {numberField(
                    index,
                    'min',
                    kind === 'amount' ? t('checkoutSettings.fromAmount') : t('checkoutSettings.fromItems'),
                    kind === 'amount',
                  )}
                  {numberField(
                    index,
                    'max',
                    kind === 'amount' ? t('checkoutSettings.toAmount') : t('checkoutSettings.toItems'),
                    kind === 'amount',
                  )}
                  {numberField(index, 'charge', t('checkoutSettings.charge'), true)}
                </SimpleGrid>
              </Paper>
            ))}
            <Group>
              <Button
                variant="light"
                leftSection={<IconPlus size={16} />}
                onClick={addRange}
                data-testid="delivery-add-range"
              >
                {t('checkoutSettings.addRange')}
              </Button>
            </Group>
          </Stack>
        </Card>
        <Card>
          <Title order={3} fz="lg" mb={4}>
            {t('checkoutSettings.pickupTitle')}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {t('checkoutSettings.pickupHelp')}
          </Text>
          <Controller
            control={form.control}
            name="pickupInfo"
            render={({ field, fieldState }) => (
              <Textarea
                label={t('checkoutSettings.pickupInfo')}
                maxLength={500}
                rows={3}
                value={field.value}
                onChange={(event) => field.onChange(event.currentTarget.value)}
                error={fieldState.error?.message}
                data-testid="delivery-pickup-info"
              />
            )}
          />
        </Card>
        <Group justify="flex-end">
          <Button type="submit" loading={form.formState.isSubmitting} data-testid="delivery-save">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
