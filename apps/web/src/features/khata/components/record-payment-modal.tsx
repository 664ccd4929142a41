// Records money received against the khata (cash, card or UPI): it lowers the balance.
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { paiseToRupees, rupeesToPaise } from '@storekeep/domain/money';
import { AMOUNT_PATTERN, VALIDATION_MESSAGES } from '@storekeep/domain/validation';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { translateMessage } from '../../../app/domain-messages.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { formatMoney } from '../../../app/format.ts';
import { i18n } from '../../../app/i18n.ts';
import { useRunOnce } from '../../../app/idempotency.ts';
import { useRecordPayment } from '../api/ledger.ts';

const formSchema = z.object({
  mode: z.enum(['CASH', 'CARD', 'UPI']),
  amount: z
    .string()
    .trim()
    .regex(AMOUNT_PATTERN, VALIDATION_MESSAGES.amount)
    .refine((t) => rupeesToPaise(t) > 0, 'amountInvalid'),
  note: z.string().trim().max(500),
});
type FormValues = z.infer<typeof formSchema>;

export function RecordPaymentModal({
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
  const mutation = useRecordPayment(customerId);
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
          const amount = formatMoney(rupeesToPaise(values.amount), { symbol: true });
          notifications.show({ color: 'teal', message: t('khataPayment.saved', { amount, name }) });
          onClose();
        },
      },
    ),
  );
  const amountError = errors.amount?.message;
  return (
    <Modal
      opened
      closeButtonProps={{ 'aria-label': t('khataShare.close') }}
      onClose={mutation.isPending ? () => undefined : onClose}
      title={t('khataPayment.title')}
      centered
      data-testid="khata-payment-modal"
    >
      <form onSubmit={handleSubmit((values) => run(values))} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            {t('khataPayment.owes', {
              name,
              amount: formatMoney(Math.max(balancePaise, 0), { symbol: true }),
            })}
          </Text>
          <Controller
            control={control}
            name="mode"
            render={({ field }) => (
              <SegmentedControl
                fullWidth
                aria-label={t('khataPayment.mode')}
                value={field.value}
                onChange={field.onChange}
                data={[
                  { value: 'CASH', label: t('khataPayment.cash') },
                  { value: 'CARD', label: t('khataPayment.card') },
                  { value: 'UPI', label: t('khataPayment.upi') },
                ]}
              />
            )}
          />
          <TextInput
            label={t('khataPayment.amount')}
            inputMode="decimal"
            {...register('amount')}
            error={
              amountError === 'amountInvalid'
                ? t('khataPayment.amountInvalid')
                : translateMessage(amountError, i18n.language)
            }
            data-testid="khata-payment-amount"
          />
          <TextInput label={t('khataPayment.note')} {...register('note')} />
          {mutation.isError && (
            <Alert color="red" variant="light" data-testid="khata-payment-error">
              {errorMessage(mutation.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
              {t('khataPayment.cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending} data-testid="khata-payment-save">
              {t('khataPayment.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
