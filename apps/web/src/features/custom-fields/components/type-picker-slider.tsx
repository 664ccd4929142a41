// The custom-field type picker (shared-blocks.md §2): a slider listing the types the caller offers;
// Attachment only with Settings.Custom_Fields.Add_Attachments (the server's availableTypes).
import { Drawer, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { CUSTOM_FIELD_TYPE_LABELS, type CustomFieldType } from '@storekeep/domain/custom-fields';
import { useTranslation } from 'react-i18next';
import { FieldTypeIcon } from './field-type-icon.tsx';

export function TypePickerSlider({
  opened,
  types,
  onPick,
  onClose,
}: {
  opened: boolean;
  types: readonly CustomFieldType[];
  onPick: (type: CustomFieldType) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const isMobile = useMediaQuery('(max-width: 48em)');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={isMobile ? '100%' : 320}
      title={t('customFields.pickType')}
      data-testid="custom-field-type-picker"
    >
      <Stack gap={6}>
        {types.map((type) => (
          <UnstyledButton key={type} onClick={() => onPick(type)} data-testid={`custom-field-type-${type}`}>
            <Paper withBorder radius="md" px="md" py="sm" mih={48}>
              <Group gap="sm">
                <FieldTypeIcon type={type} />
                <Text fw={500}>{CUSTOM_FIELD_TYPE_LABELS[type]}</Text>
              </Group>
            </Paper>
          </UnstyledButton>
        ))}
      </Stack>
    </Drawer>
  );
}
