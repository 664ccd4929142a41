// A yes/no step before an order change (mark delivered, cancel...): the confirm button shows its
// progress and stays disabled while the request runs, so it is sent once.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError } from './action-error.tsx';

export function ConfirmActionModal({
  opened,
  title,
  body,
  confirmLabel,
  dismissLabel,
  color,
  pending,
  error,
  onConfirm,
  onClose,
  children,
  testId,
}: {
  opened: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  /** The button that closes without acting (Cancel); name it apart from the action when that says Cancel. */
  dismissLabel?: string;
  color?: string;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
  children?: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={pending ? () => undefined : onClose}
      title={title}
      centered
      data-testid={testId}
    >
      <Stack gap="md">
        <Text size="sm">{body}</Text>
        {children}
        <ActionError error={error} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={pending} data-testid={`${testId}-dismiss`}>
            {dismissLabel ?? t('common.cancel')}
          </Button>
          <Button color={color} loading={pending} onClick={onConfirm} data-testid={`${testId}-ok`}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
