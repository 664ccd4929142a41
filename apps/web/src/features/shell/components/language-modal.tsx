// Language choice from the user menu: the nine languages of the spec as large buttons (works by touch).
import { Button, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES } from '../../../app/i18n.ts';
import { useSaveOwnLanguage } from '../api/own-language.ts';

export function LanguageModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const saveOwnLanguage = useSaveOwnLanguage();
  return (
    <Modal opened={opened} onClose={onClose} title={t('header.language')} centered size="md">
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
        {LANGUAGES.map((language) => {
          const selected = i18n.language === language.code;
          return (
            <Button
              key={language.code}
              variant={selected ? 'light' : 'default'}
              h={56}
              rightSection={selected ? <IconCheck size={14} /> : null}
              onClick={() => {
                saveOwnLanguage.mutate(language.code);
                void changeLanguage(language.code).then(onClose);
              }}
              data-testid={`language-${language.code}`}
            >
              <Stack gap={0} align="flex-start">
                <Text size="sm" fw={600} lh={1.3}>
                  {language.nativeName}
                </Text>
                <Text size="xs" c="dimmed" lh={1.2}>
                  {language.name}
                </Text>
              </Stack>
            </Button>
          );
        })}
      </SimpleGrid>
    </Modal>
  );
}
