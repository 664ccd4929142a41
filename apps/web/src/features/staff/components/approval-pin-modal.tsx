// The owner gives a person the right to approve discounts, price changes, refunds and bill
// deletions at the POS, with a PIN of 4 to 6 digits, or takes it away.
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { APPROVAL_MESSAGES, pinSchema } from '@storekeep/domain/manager-approval';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { useSetApprovalPin } from '../api/approval-pin.ts';

export function ApprovalPinModal({
  member,
  canApprove,
  onClose,
}: {
  member: { staffId: number; firstName: string };
  canApprove: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSetApprovalPin();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (value: string | null) => {
    if (value !== null && !pinSchema.safeParse(value).success) {
      setError(t('approval.errors.pinFormat', APPROVAL_MESSAGES.pinFormat));
      return;
    }
    save.mutate(
      { userId: member.staffId, pin: value },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: t(value === null ? 'approval.pinRemoved' : 'approval.pinSaved'),
          });
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title={`${t('approval.pinTitle')}: ${member.firstName}`} size="md">
      <Stack gap="sm">
        <Text size="sm">{t('approval.pinHint')}</Text>
        <PasswordInput
          label={t('approval.pin')}
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={6}
          value={pin}
          onChange={(e) => {
            setPin(e.currentTarget.value.replace(/\D/g, ''));
            setError(null);
          }}
          error={error}
          data-testid="approval-pin-input"
        />
        <Group justify="space-between">
          {canApprove ? (
            <Button
              variant="subtle"
              color="red"
              onClick={() => submit(null)}
              data-testid="approval-pin-remove"
            >
              {t('approval.removePin')}
            </Button>
          ) : (
            <span />
          )}
          <Button onClick={() => submit(pin)} loading={save.isPending} data-testid="approval-pin-save">
            {t('approval.setPin')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
