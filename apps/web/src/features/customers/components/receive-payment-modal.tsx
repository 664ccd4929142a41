// Receive a payment against the customer's khata (cash, card or UPI); it lowers the balance.
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { paiseToRupees, rupeesToPaise } from '@storekeep/domain/money';
import { AMOUNT_PATTERN, VALIDATION_MESSAGES } from '@storekeep/domain/validation';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { z } from 'zod';
import { translateMessage } from '../../../app/domain-messages.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { formatMoney } from '../../../app/format.ts';
import { i18n } from '../../../app/i18n.ts';
import { useRunOnce } from '../../../app/idempotency.ts';
import { useReceivePayment } from '../api/customers.ts';

const MODES = ['CASH', 'CARD', 'UPI'] as const;

const formSchemaOf = (t: TFunction) =>
  z.object({
    mode: z.enum(MODES),
    amount: z
      .string()
      .trim()
      .regex(AMOUNT_PATTERN, VALIDATION_MESSAGES.amount)
      .refine((text) => rupeesToPaise(text) > 0, t('customers.payment.amountAboveZero')),
    note: z.string().trim().max(500),
  });
type FormValues = z.infer<ReturnType<typeof formSchemaOf>>;

export function ReceivePaymentModal({
  customerId,
  name,
  balancePaise,
  onClose,
}: {
  customerId: number;
  name: string;
  balancePaise: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const mutation = useReceivePayment(customerId);
  const formSchema = useMemo(() => formSchemaOf(t), [t]);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { mode: 'CASH', amount: balancePaise > 0 ? paiseToRupees(balancePaise) : '', note: '' },
  });
  const run = useRunOnce((idempotencyKey: string, values: FormValues) =>
    mutation.mutateAsync(
      {
        idempotencyKey,
        body: {
          mode: values.mode,
          amountPaise: rupeesToPaise(values.amount),
          ...(values.note ? { note: values.note } : {}),
        },
      },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            message: t('customers.payment.received', { amount: values.amount, name }),
          });
          onClose();
        },
      },
    ),
  );
  return (
    <Modal
      opened
      onClose={mutation.isPending ? () => undefined : onClose}
      title={t('customers.receivePayment')}
      centered
      data-testid="receive-payment-modal"
    >
      <form onSubmit={handleSubmit((values) => run(values))} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            <Trans
              i18nKey="customers.payment.owes"
              values={{ name, amount: formatMoney(Math.max(balancePaise, 0), { symbol: true }) }}
              components={{ b: <b /> }}
            />
          </Text>
          <Controller
            control={control}
            name="mode"
            render={({ field }) => (
              <SegmentedControl
                fullWidth
                value={field.value}
                onChange={field.onChange}
                data={MODES.map((mode) => ({ value: mode, label: t(`customers.payment.modes.${mode}`) }))}
              />
            )}
          />
          <TextInput
            label={t('customers.payment.amount')}
            inputMode="decimal"
            {...register('amount')}
            error={translateMessage(errors.amount?.message, i18n.language)}
            data-testid="receive-amount"
          />
          <TextInput label={t('customers.payment.note')} {...register('note')} />
          {mutation.isError && (
            <Alert color="red" variant="light" data-testid="receive-error">
              {errorMessage(mutation.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending} data-testid="receive-submit">
              {t('customers.receivePayment')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
