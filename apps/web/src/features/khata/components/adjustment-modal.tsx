// A correction of the balance, up or down, with its reason (kept in the ledger and the audit log).
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { KHATA_MESSAGES } from '@storekeep/domain/khata-api';
import { rupeesToPaise } from '@storekeep/domain/money';
import { AMOUNT_PATTERN, VALIDATION_MESSAGES } from '@storekeep/domain/validation';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { translateMessage } from '../../../app/domain-messages.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { i18n } from '../../../app/i18n.ts';
import { useAdjustBalance } from '../api/ledger.ts';

const formSchema = z.object({
  direction: z.enum(['UP', 'DOWN']),
  amount: z
    .string()
    .trim()
    .regex(AMOUNT_PATTERN, VALIDATION_MESSAGES.amount)
    .refine((t) => rupeesToPaise(t) > 0, VALIDATION_MESSAGES.amount),
  note: z.string().trim().min(1, KHATA_MESSAGES.adjustmentNote).max(500),
});
type FormValues = z.infer<typeof formSchema>;

export function AdjustmentModal({ customerId, onClose }: { customerId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const mutation = useAdjustBalance(customerId);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { direction: 'DOWN', amount: '', note: '' },
  });
  const save = (values: FormValues) => {
    const paise = rupeesToPaise(values.amount);
    mutation.mutate(
      { amountPaise: values.direction === 'UP' ? paise : -paise, note: values.note },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('khataAdjust.saved') });
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      opened
      closeButtonProps={{ 'aria-label': t('khataShare.close') }}
      onClose={mutation.isPending ? () => undefined : onClose}
      title={t('khataAdjust.title')}
      centered
      data-testid="khata-adjust-modal"
    >
      <form onSubmit={handleSubmit(save)} noValidate>
        <Stack gap="sm">
          <Controller
            control={control}
            name="direction"
            render={({ field }) => (
              <SegmentedControl
                fullWidth
                aria-label={t('khataAdjust.direction')}
                value={field.value}
                onChange={field.onChange}
                data={[
                  { value: 'DOWN', label: t('khataAdjust.decrease') },
                  { value: 'UP', label: t('khataAdjust.increase') },
                ]}
              />
            )}
          />
          <TextInput
            label={t('khataAdjust.amount')}
            inputMode="decimal"
            {...register('amount')}
            error={translateMessage(errors.amount?.message, i18n.language)}
            data-testid="khata-adjust-amount"
          />
          <TextInput
            label={t('khataAdjust.note')}
            {...register('note')}
            error={
              translateMessage(errors.note?.message, i18n.language) ??
              (mutation.error as { fields?: Record<string, string> } | null)?.fields?.note
            }
            data-testid="khata-adjust-note"
          />
          {mutation.isError && (
            <Alert color="red" variant="light">
              {errorMessage(mutation.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
              {t('khataAdjust.cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending} data-testid="khata-adjust-save">
              {t('khataAdjust.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
