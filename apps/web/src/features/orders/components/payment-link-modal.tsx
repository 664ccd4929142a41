// The payment link modal (shared-blocks.md §4, §8): when a link cannot be made, 'Cannot {type}
// Payment Link' with the reason of one of the five cases. With SETTINGS:MENU the merchant can go to
// the payment settings; without it the modal offers only 'Okay, Got it'.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import {
  PAYMENT_LINK_MESSAGES,
  type PaymentLinkCase,
  paymentLinkTitle,
} from '@storekeep/domain/payment-link';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function PaymentLinkRefusalModal({
  refusal,
  type,
  settingsHref,
  onClose,
}: {
  refusal: PaymentLinkCase | null;
  type: string;
  /** Where the payment settings slider opens; null without SETTINGS:MENU. */
  settingsHref: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={refusal !== null}
      onClose={onClose}
      title={t(`orders.paymentLink.titles.${type}`, { defaultValue: paymentLinkTitle(type) })}
      centered
      data-testid="payment-link-modal"
    >
      {refusal && (
        <Stack gap="md">
          <Text size="sm" data-testid="payment-link-reason" data-case={refusal}>
            {t(`orders.paymentLink.reasons.${refusal}`, { defaultValue: PAYMENT_LINK_MESSAGES[refusal] })}
          </Text>
          <Group justify="flex-end" gap="xs">
            {settingsHref && refusal !== 'unavailable' ? (
              <>
                <Button variant="default" onClick={onClose}>
                  {t('common.cancel')}
                </Button>
                <Button
                  component={Link}
                  to={settingsHref}
                  onClick={onClose}
                  data-testid="payment-link-settings"
                >
                  {t('orders.paymentLink.settings')}
                </Button>
              </>
            ) : (
              <Button onClick={onClose} data-testid="payment-link-ack">
                {t('orders.paymentLink.ack')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
