// After 'Save theme info': the spec's saved message, with the way back to editing or on to the
// theme list.
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { BUILDER_MESSAGES, MANAGE_THEMES_ROUTE } from '@storekeep/domain/website-builder';
import { IconCircleCheck } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../app/domain-messages.ts';
import { i18n } from '../../../app/i18n.ts';

export function PublishedModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Modal opened={opened} onClose={onClose} centered withCloseButton={false} data-testid="saved-modal">
      <Stack align="center" gap="sm" py="md">
        <ThemeIcon size={52} radius="xl" color="teal" variant="light">
          <IconCircleCheck size={30} />
        </ThemeIcon>
        <Text fw={700} fz="lg" data-testid="saved-message">
          {translateMessage(BUILDER_MESSAGES.saved, i18n.language)}
        </Text>
        <Group>
          <Button variant="default" onClick={onClose} data-testid="saved-continue">
            {t('builder.editor.continue')}
          </Button>
          <Button onClick={() => void navigate({ to: MANAGE_THEMES_ROUTE })} data-testid="saved-manage">
            {t('builder.manage.title')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
