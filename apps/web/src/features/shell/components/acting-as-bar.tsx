// The platform admin's "acting as <store>" bar, always visible while acting, with Stop.
import { Button, Group, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AppData } from '@storekeep/domain/app-data';
import { IconUserShield } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { useStopActing } from '../api/stop-acting.ts';

export function ActingAsBar({ appData }: { appData: AppData }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const stopActing = useStopActing();
  if (!appData.actingAsAdmin || !appData.supplier) return null;

  const stop = () =>
    stopActing.mutate(undefined, {
      onSuccess: () => void navigate({ to: '/admin/suppliers' }),
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
    });

  return (
    <Paper px="md" py={6} radius={0} bg="var(--mantine-color-violet-7)" c="white" data-testid="acting-as-bar">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
          <IconUserShield size={18} />
          <Text size="sm" fw={600} truncate="end">
            {t('header.actingAs', { store: appData.supplier.storeName })}
          </Text>
        </Group>
        <Button
          size="compact-sm"
          variant="white"
          color="violet"
          onClick={stop}
          loading={stopActing.isPending}
          data-testid="stop-acting"
        >
          {t('header.stopActing')}
        </Button>
      </Group>
    </Paper>
  );
}
