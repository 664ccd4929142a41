// ?action=openCustomFieldsSlider: points to the custom-fields screen (type picker and edit page live
// in the custom-fields feature, which the shell does not import).
import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconForms } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { SliderProps } from './slider-props.ts';

export function CustomFieldsSlider({ onClose }: SliderProps) {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center" py="xl" data-testid="custom-fields-slider">
      <ThemeIcon size={48} radius="xl" variant="light">
        <IconForms size={26} />
      </ThemeIcon>
      <Text size="sm" c="dimmed">
        {t('customFields.subtitle')}
      </Text>
      <Button
        component={Link}
        to="/settings/custom-fields"
        onClick={onClose}
        data-testid="custom-fields-open"
      >
        {t('customFields.title')}
      </Button>
    </Stack>
  );
}
