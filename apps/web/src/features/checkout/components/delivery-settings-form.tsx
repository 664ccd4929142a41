// The storefront's delivery charges by order value or item count (ranges chained min → max, the
// server's range rules checked here with the same schema) and the store-pickup text.
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
import { paiseToRupeeNumber, rupeesToPaise } from '@storekeep/domain/money';
import { IconPlus, IconTrash } from '@tabler/icons-react';
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

  const addRange = () => {
    const last = form.getValues('ranges').at(-1);
    // Both steps (₹0.01, one item) add exactly at two decimals.
    const from =
      last && last.max !== ''
        ? paiseToRupeeNumber(rupeesToPaise(last.max) + rupeesToPaise(step))
        : last
          ? ''
          : 0;
    ranges.append({ min: from, max: '', charge: '' });
  };

  const numberField = (index: number, name: keyof RangeRow, label: string, money: boolean) => (
    <Controller
      control={form.control}
      name={`ranges.${index}.${name}`}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
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
                onChange={(value) => field.onChange(value)}
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
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => ranges.remove(index)}
                    aria-label={t('checkoutSettings.removeRange')}
                    data-testid={`delivery-range-${index}-remove`}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
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
