// Receive a payment against the customer's khata (cash, card or UPI); it lowers the balance.
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatPaise, paiseToRupees, rupeesToPaise } from '@storekeep/domain/money';
import { AMOUNT_PATTERN, VALIDATION_MESSAGES } from '@storekeep/domain/validation';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '../../../app/error-message.ts';
import { useRunOnce } from '../../../app/idempotency.ts';
import { useReceivePayment } from '../api/customers.ts';

const formSchema = z.object({
  mode: z.enum(['CASH', 'CARD', 'UPI']),
  amount: z
    .string()
    .trim()
    .regex(AMOUNT_PATTERN, VALIDATION_MESSAGES.amount)
    .refine((t) => rupeesToPaise(t) > 0, 'Enter an amount more than 0'),
  note: z.string().trim().max(500),
});
type FormValues = z.infer<typeof formSchema>;

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
  const mutation = useReceivePayment(customerId);
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
            message: `Payment of ₹${values.amount} received from ${name}`,
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
      title="Receive payment"
      centered
      data-testid="receive-payment-modal"
    >
      <form onSubmit={handleSubmit((values) => run(values))} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            {name} owes <b>{formatPaise(Math.max(balancePaise, 0), { symbol: true })}</b>
          </Text>
          <Controller
            control={control}
            name="mode"
            render={({ field }) => (
              <SegmentedControl
                fullWidth
                value={field.value}
                onChange={field.onChange}
                data={[
                  { value: 'CASH', label: 'Cash' },
                  { value: 'CARD', label: 'Card' },
                  { value: 'UPI', label: 'UPI' },
                ]}
              />
            )}
          />
          <TextInput
            label="Amount (₹)"
            inputMode="decimal"
            {...register('amount')}
            error={errors.amount?.message}
            data-testid="receive-amount"
          />
          <TextInput label="Note (optional)" {...register('note')} />
          {mutation.isError && (
            <Alert color="red" variant="light" data-testid="receive-error">
              {errorMessage(mutation.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={mutation.isPending} data-testid="receive-submit">
              Receive payment
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
