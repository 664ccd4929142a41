// Footer of the settings sliders: staff without SETTINGS:MENU only get 'Okay, Got it' (shared-blocks.md §6).
import { Button, Stack, Text } from '@mantine/core';
import type { AppData } from '@storekeep/domain/app-data';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { canAccess } from '../../../app/app-data.ts';

export function SliderFooter({ appData, onClose }: { appData: AppData; onClose: () => void }) {
  const { t } = useTranslation();
  const canEdit = canAccess(appData, { permission: 'SETTINGS:MENU' });
  if (!canEdit) {
    return (
      <Stack gap="xs" mt="lg">
        <Text size="xs" c="dimmed">
          {t('sliders.noAccess')}
        </Text>
        <Button onClick={onClose} data-testid="slider-got-it">
          {t('sliders.gotIt')}
        </Button>
      </Stack>
    );
  }
  return (
    <Button
      component={Link}
      to="/settings"
      mt="lg"
      fullWidth
      onClick={onClose}
      data-testid="slider-edit-settings"
    >
      {t('sliders.editInSettings')}
    </Button>
  );
}
