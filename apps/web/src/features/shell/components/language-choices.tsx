// The nine languages of the spec as large buttons (works by touch): the menu's language modal and
// the first-time welcome pages both offer them.
import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { LANGUAGES, type LanguageCode } from '../../../app/i18n.ts';

export function LanguageChoices({
  selected,
  onChoose,
}: {
  selected: string;
  onChoose: (code: LanguageCode) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
      {LANGUAGES.map((language) => {
        const isSelected = selected === language.code;
        return (
          <Button
            key={language.code}
            variant={isSelected ? 'light' : 'default'}
            h={56}
            rightSection={isSelected ? <IconCheck size={14} /> : null}
            onClick={() => onChoose(language.code)}
            aria-pressed={isSelected}
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
  );
}
