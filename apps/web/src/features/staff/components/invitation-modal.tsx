// The one-time invitation link, for the owner to copy and send to the member (by SMS, WhatsApp or
// e-mail of their own until the store's messaging sends it).
import { Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { Invitation } from '@storekeep/domain/staff-api';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../app/format.ts';

export function InvitationModal({
  name,
  invitation,
  onClose,
}: {
  name: string;
  invitation: Invitation;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const expires = formatDate(invitation.expiresAt, { dateStyle: 'medium', english: 'en' });
  return (
    <Modal opened onClose={onClose} title={t('staff.invitationTitle')} size="md">
      <Stack gap="sm">
        <Text size="sm">{t('staff.invitationText', { name, date: expires })}</Text>
        <TextInput
          readOnly
          label={t('staff.invitationLink')}
          value={invitation.url}
          onFocus={(e) => e.currentTarget.select()}
          data-testid="invitation-url"
        />
        <Group justify="flex-end">
          <CopyButton value={invitation.url}>
            {({ copied, copy }) => (
              <Button onClick={copy} color={copied ? 'teal' : undefined} data-testid="invitation-copy">
                {copied ? t('staff.copied') : t('staff.copyLink')}
              </Button>
            )}
          </CopyButton>
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
