// Reminders to the chosen customers: the amount due and a statement link, by SMS or WhatsApp;
// for WhatsApp the share links open one by one from here.
import { Alert, Anchor, Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import type { KhataCustomer } from '@storekeep/domain/khata-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { useSendReminders } from '../api/statement-links.ts';

export function RemindersModal({ customers, onClose }: { customers: KhataCustomer[]; onClose: () => void }) {
  const { t } = useTranslation();
  const [channel, setChannel] = useState<'SMS' | 'WHATSAPP'>('SMS');
  const send = useSendReminders();
  const nameOf = (id: number) => customers.find((c) => c.customerId === id)?.name ?? '';
  const result = send.data?.reminders;
  const queued = result?.filter((r) => r.status === 'QUEUED') ?? [];
  return (
    <Modal
      opened
      closeButtonProps={{ 'aria-label': t('khataShare.close') }}
      onClose={onClose}
      title={t('khataReminders.title')}
      centered
      data-testid="khata-reminders-modal"
    >
      <Stack gap="sm">
        {!result ? (
          <>
            <Text size="sm">{t('khataReminders.intro', { count: customers.length })}</Text>
            <SegmentedControl
              aria-label={t('khataReminders.channel')}
              value={channel}
              onChange={(value) => setChannel(value as 'SMS' | 'WHATSAPP')}
              data={[
                { value: 'SMS', label: t('khataReminders.sms') },
                { value: 'WHATSAPP', label: t('khataReminders.whatsapp') },
              ]}
            />
            {send.isError && <Alert color="red">{errorMessage(send.error)}</Alert>}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={onClose}>
                {t('khataReminders.cancel')}
              </Button>
              <Button
                loading={send.isPending}
                onClick={() => send.mutate({ customerIds: customers.map((c) => c.customerId), channel })}
                data-testid="khata-reminders-send"
              >
                {t('khataReminders.send')}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Alert color="teal" data-testid="khata-reminders-done">
              {t('khataReminders.queued', { count: queued.length })}
            </Alert>
            {result
              .filter((r) => r.status === 'SKIPPED')
              .map((r) => (
                <Text size="sm" c="orange.9" key={r.customerId}>
                  {t('khataReminders.skipped', { name: nameOf(r.customerId), reason: r.reason ?? '' })}
                </Text>
              ))}
            {queued
              .filter((r) => r.whatsappUrl)
              .map((r) => (
                <Anchor
                  key={r.customerId}
                  href={r.whatsappUrl ?? ''}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                >
                  {t('khataReminders.openWhatsapp', { name: nameOf(r.customerId) })}
                </Anchor>
              ))}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('khataShare.close')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
