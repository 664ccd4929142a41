// Reset a member's password: the owner gives a temporary one, which the member must change at their
// next sign-in (enforcePasswordReset); they are signed out everywhere at once.
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { resetStaffPasswordBodySchema, type StaffMember } from '@storekeep/domain/staff-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { useResetStaffPassword } from '../api/staff.ts';

export function ResetPasswordModal({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const { t } = useTranslation();
  const reset = useResetStaffPassword();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const parsed = resetStaffPasswordBodySchema.safeParse({ temporaryPassword: password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    reset.mutate(
      { staffId: member.staffId, temporaryPassword: password },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: t('staff.passwordReset', { name: member.firstName }),
          });
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title={t('staff.resetPassword')} size="md">
      <Stack gap="sm">
        <Text size="sm">{t('staff.resetText', { name: member.firstName })}</Text>
        <PasswordInput
          label={t('staff.temporaryPassword')}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={error}
          data-testid="reset-password-input"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={reset.isPending} data-testid="reset-password-save">
            {t('staff.resetPassword')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
