// The Settings slider with the SmartFill switch (back-office.md §2, website-builder.md §2): header
// Settings with back and close icons; the switch is the store setting smartFill (globalSmartFill).
import { ActionIcon, Alert, Drawer, Group, Skeleton, Switch, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { useSmartFill, useUpdateSmartFill } from '../api/smart-fill.ts';

export function SmartFillSlider({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const isMobile = useMediaQuery('(max-width: 48em)');
  const setting = useSmartFill(opened);
  const update = useUpdateSmartFill();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={isMobile ? '100%' : 320}
      title={
        <Group gap="xs">
          <ActionIcon variant="subtle" color="gray" onClick={onClose} aria-label={t('productTemplates.back')}>
            <IconArrowLeft size={18} />
          </ActionIcon>
          <Text fw={600}>{t('productTemplates.settings')}</Text>
        </Group>
      }
      data-testid="smart-fill-slider"
    >
      {setting.isPending && <Skeleton h={60} />}
      {setting.isError && <Alert color="red">{errorMessage(setting.error)}</Alert>}
      {setting.data && (
        <Switch
          size="md"
          label={t('productTemplates.smartFill')}
          description={t('productTemplates.smartFillHint')}
          // Shows the choice at once; the server's answer (or a failure) settles it.
          checked={update.isPending ? update.variables === 1 : setting.data.globalSmartFill === 1}
          onChange={(event) =>
            update.mutate(event.currentTarget.checked ? 1 : 0, {
              onSuccess: () => notifications.show({ color: 'green', message: t('common.saved') }),
              onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
            })
          }
          data-testid="smart-fill-switch"
        />
      )}
    </Drawer>
  );
}
