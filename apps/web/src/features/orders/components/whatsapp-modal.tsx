// The WhatsApp share: the server's message text for the order, shown before it is sent, and a wa.me
// link that opens WhatsApp (app or web) with the text filled in.
import { Alert, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import type { WhatsappMessage } from '../api/order-extras.ts';

export function WhatsappModal({
  mutation,
  onClose,
}: {
  /** The request that makes the message (a WhatsApp share, or a payment link's message). */
  mutation: { isPending: boolean; isError: boolean; error: Error | null; data: WhatsappMessage | undefined };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={t('invoice.whatsapp')} centered data-testid="whatsapp-modal">
      {mutation.isPending ? (
        <Center py="lg">
          <Loader />
        </Center>
      ) : mutation.isError ? (
        <Alert color="red" variant="light" data-testid="whatsapp-error">
          {errorMessage(mutation.error)}
        </Alert>
      ) : mutation.data ? (
        <Stack gap="sm">
          <Text
            size="sm"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            p="sm"
            bg="gray.0"
            data-testid="whatsapp-text"
          >
            {mutation.data.text}
          </Text>
          {!mutation.data.mobile && (
            <Text size="xs" c="dimmed">
              {t('orders.whatsapp.noMobile')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button
              component="a"
              href={mutation.data.waLink}
              target="_blank"
              rel="noopener noreferrer"
              color="green"
              leftSection={<IconBrandWhatsapp size={16} />}
              onClick={onClose}
              data-testid="whatsapp-open"
            >
              {t('orders.whatsapp.open')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
