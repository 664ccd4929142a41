// Shares a customer's statement: a new link (no login, expires, revocable) to copy, send on
// WhatsApp or by SMS, and withdrawing every link of the customer.
import {
  Alert,
  Anchor,
  Button,
  CopyButton,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconBrandWhatsapp, IconCopy, IconMessage } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { formatDate } from '../../../app/format.ts';
import { useRevokeLinks, useSendReminders, useStatementLink } from '../api/statement-links.ts';

const dateText = (iso: string) =>
  formatDate(iso, { day: 'numeric', month: 'short', year: 'numeric', english: 'en' });

export function ShareModal({
  customerId,
  name,
  hasMobile,
  onClose,
}: {
  customerId: number;
  name: string;
  hasMobile: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const link = useStatementLink(customerId);
  const revoke = useRevokeLinks(customerId);
  const remind = useSendReminders();
  const { mutate } = link;
  useEffect(() => mutate(), [mutate]);

  const confirmRevoke = () =>
    modals.openConfirmModal({
      title: t('khataShare.revoke'),
      children: <Text size="sm">{t('khataShare.revokeConfirm', { name })}</Text>,
      labels: { confirm: t('khataShare.revoke'), cancel: t('khataShare.close') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        revoke.mutate(undefined, {
          onSuccess: ({ revoked }) => {
            notifications.show({ message: t('khataShare.revoked', { count: revoked }) });
            onClose();
          },
        }),
    });
  const sendSms = () =>
    remind.mutate(
      { customerIds: [customerId], channel: 'SMS' },
      {
        onSuccess: ({ reminders }) => {
          const [first] = reminders;
          if (first?.status === 'QUEUED')
            notifications.show({ color: 'teal', message: t('khataShare.smsQueued') });
          else if (first?.reason) notifications.show({ color: 'orange', message: first.reason });
        },
      },
    );

  return (
    <Modal
      opened
      closeButtonProps={{ 'aria-label': t('khataShare.close') }}
      onClose={onClose}
      title={t('khataShare.title')}
      centered
      data-testid="khata-share-modal"
    >
      {link.isError ? (
        <Alert color="red">{errorMessage(link.error)}</Alert>
      ) : !link.data ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">{t('khataShare.creating')}</Text>
        </Group>
      ) : (
        <Stack gap="sm">
          <Text size="sm">{t('khataShare.intro', { name, date: dateText(link.data.expiresAt) })}</Text>
          <TextInput
            label={t('khataShare.link')}
            value={link.data.url}
            readOnly
            data-testid="khata-share-url"
          />
          <Group gap="xs" wrap="wrap">
            <CopyButton value={link.data.url}>
              {({ copied, copy }) => (
                <Button variant="default" leftSection={<IconCopy size={16} />} onClick={copy}>
                  {copied ? t('khataShare.copied') : t('khataShare.copy')}
                </Button>
              )}
            </CopyButton>
            <Button
              component="a"
              href={link.data.whatsappUrl}
              target="_blank"
              rel="noopener noreferrer"
              color="green"
              leftSection={<IconBrandWhatsapp size={16} />}
              data-testid="khata-share-whatsapp"
            >
              {t('khataShare.whatsapp')}
            </Button>
            {hasMobile && (
              <Button
                variant="light"
                leftSection={<IconMessage size={16} />}
                onClick={sendSms}
                loading={remind.isPending}
                data-testid="khata-share-sms"
              >
                {t('khataShare.sms')}
              </Button>
            )}
          </Group>
          {remind.isError && <Alert color="red">{errorMessage(remind.error)}</Alert>}
          <Group justify="space-between">
            <Anchor component="button" type="button" size="sm" c="red.8" onClick={confirmRevoke}>
              {t('khataShare.revoke')}
            </Anchor>
            <Button variant="default" onClick={onClose}>
              {t('khataShare.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
