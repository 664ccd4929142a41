// A slider whose feature is not built yet: names it instead of opening an empty panel.
import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SliderProps } from './slider-props.ts';

export function LaterSlider({ onClose, feature }: SliderProps & { feature: string }) {
  const { t } = useTranslation();
  const name = t(feature);
  return (
    <Stack align="center" ta="center" py="xl" data-testid="later-slider">
      <ThemeIcon size={48} radius="xl" variant="light">
        <IconClockHour4 size={26} />
      </ThemeIcon>
      <Text fw={600}>{t('comingSoon.title', { feature: name })}</Text>
      <Text size="sm" c="dimmed">
        {t('comingSoon.body', { feature: name })}
      </Text>
      <Button variant="light" onClick={onClose}>
        {t('common.close')}
      </Button>
    </Stack>
  );
}
