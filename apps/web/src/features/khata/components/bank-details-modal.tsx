// The store's bank and UPI details (getUserBankDetails): the statement page's UPI QR pays to the
// UPI ID. An IFSC fills in the bank's name (getDetailsByIfsc). Only the owner saves them.
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IFSC_PATTERN } from '@storekeep/domain/khata';
import { type BankDetails, bankDetailsBodySchema } from '@storekeep/domain/khata-api';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-client.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { bankOfIfsc, useSaveBankDetails } from '../api/bank-details.ts';

type FormValues = Record<keyof BankDetails, string>;
const FIELDS = ['accountHolderName', 'accountNumber', 'ifsc', 'bankName', 'branch', 'upiId'] as const;
const LABELS: Record<(typeof FIELDS)[number], string> = {
  accountHolderName: 'khataBank.holder',
  accountNumber: 'khataBank.accountNumber',
  ifsc: 'khataBank.ifsc',
  bankName: 'khataBank.bankName',
  branch: 'khataBank.branch',
  upiId: 'khataBank.upiId',
};

export function BankDetailsModal({
  details,
  mayEdit,
  onClose,
}: {
  details: BankDetails;
  mayEdit: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveBankDetails();
  const form = useForm<FormValues>({
    defaultValues: Object.fromEntries(FIELDS.map((f) => [f, details[f] ?? ''])) as FormValues,
  });
  const serverFields = isApiError(save.error) ? save.error.fields : {};
  const submit = (values: FormValues) => {
    const parsed = bankDetailsBodySchema.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        form.setError(issue.path[0] as keyof FormValues, { message: issue.message });
      return;
    }
    save.mutate(values, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('khataBank.saved') });
        onClose();
      },
    });
  };
  const fillBank = async () => {
    const ifsc = form.getValues('ifsc').trim().toUpperCase();
    if (!IFSC_PATTERN.test(ifsc) || form.getValues('bankName').trim()) return;
    const found = await bankOfIfsc(ifsc).catch(() => null);
    if (found?.bankName) form.setValue('bankName', found.bankName);
  };
  return (
    <Modal
      opened
      closeButtonProps={{ 'aria-label': t('khataShare.close') }}
      onClose={onClose}
      title={t('khataBank.title')}
      centered
      size="lg"
      data-testid="khata-bank-modal"
    >
      <form onSubmit={form.handleSubmit(submit)} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('khataBank.intro')}</Text>
          {!mayEdit && (
            <Alert color="gray" variant="light">
              {t('khataBank.ownerOnly')}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {FIELDS.map((field) => (
              <TextInput
                key={field}
                label={t(LABELS[field])}
                description={field === 'upiId' ? t('khataBank.upiHint') : undefined}
                readOnly={!mayEdit}
                {...form.register(field, field === 'ifsc' ? { onBlur: () => void fillBank() } : {})}
                error={form.formState.errors[field]?.message ?? serverFields[field]}
                data-testid={`khata-bank-${field}`}
              />
            ))}
          </SimpleGrid>
          {save.isError && <Alert color="red">{errorMessage(save.error)}</Alert>}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('khataBank.cancel')}
            </Button>
            {mayEdit && (
              <Button type="submit" loading={save.isPending} data-testid="khata-bank-save">
                {t('khataBank.save')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
