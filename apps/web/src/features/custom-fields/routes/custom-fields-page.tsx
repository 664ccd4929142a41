// /settings/custom-fields: a section's custom fields in order (move up/down), Add opens the type
// picker slider, a row opens its edit page.
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Container,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  CUSTOM_FIELD_SECTIONS,
  CUSTOM_FIELD_TYPE_LABELS,
  type CustomFieldSection,
  type CustomFieldType,
} from '@storekeep/domain/custom-fields';
import { IconAlertCircle, IconArrowDown, IconArrowUp, IconForms, IconPlus } from '@tabler/icons-react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useCustomFields, useReorderCustomFields } from '../api/custom-fields.ts';
import { FieldTypeIcon } from '../components/field-type-icon.tsx';
import { TypePickerSlider } from '../components/type-picker-slider.tsx';

function sectionFrom(search: Record<string, unknown>): CustomFieldSection | undefined {
  const value = search.section;
  return (CUSTOM_FIELD_SECTIONS as readonly unknown[]).includes(value)
    ? (value as CustomFieldSection)
    : undefined;
}

export function CustomFieldsPage() {
  const { t } = useTranslation();
  const initial = sectionFrom(useSearch({ strict: false }));
  const navigate = useNavigate();
  const [section, setSection] = useState<CustomFieldSection>(initial ?? 'PRODUCT');
  const [picking, setPicking] = useState(false);
  const list = useCustomFields(section);
  const reorder = useReorderCustomFields(section);
  const fields = list.data?.fields ?? [];

  const move = (index: number, by: -1 | 1) => {
    const ids = fields.map((f) => f.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved as number);
    reorder.mutate(ids, {
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
    });
  };

  const pick = (type: CustomFieldType) => {
    setPicking(false);
    void navigate({ to: '/settings/custom-fields/new', search: { type, section } });
  };

  return (
    <Container size="md" px={{ base: 'md', sm: 'xl' }} py="lg">
      <PageHeader
        title={t('customFields.title')}
        subtitle={t('customFields.subtitle')}
        actions={
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setPicking(true)}
            disabled={!list.data}
            data-testid="custom-field-add"
          >
            {t('customFields.add')}
          </Button>
        }
      />
      <SegmentedControl
        mb="md"
        fullWidth
        value={section}
        onChange={(value) => setSection(value as CustomFieldSection)}
        data={CUSTOM_FIELD_SECTIONS.map((s) => ({ value: s, label: t(`customFields.sections.${s}`) }))}
        data-testid="custom-field-sections"
      />
      {list.isPending && (
        <Stack data-testid="custom-fields-loading">
          <Skeleton h={64} radius="md" />
          <Skeleton h={64} radius="md" />
        </Stack>
      )}
      {list.isError && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          data-testid="custom-fields-error"
        >
          {errorMessage(list.error)}
          <Button size="xs" variant="light" color="red" ml="md" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {list.isSuccess && fields.length === 0 && (
        <Card withBorder radius="lg" py="xl" data-testid="custom-fields-empty">
          <Center>
            <Stack align="center" gap="xs">
              <IconForms size={36} stroke={1.5} />
              <Text fw={600}>{t('customFields.emptyTitle')}</Text>
              <Text size="sm" c="dimmed" ta="center">
                {t('customFields.emptyBody')}
              </Text>
            </Stack>
          </Center>
        </Card>
      )}
      <Stack gap="xs" data-testid="custom-fields-list">
        {fields.map((field, index) => (
          <Card
            key={field.id}
            withBorder
            radius="md"
            padding="sm"
            data-testid={`custom-field-row-${field.id}`}
          >
            <Group justify="space-between" wrap="nowrap">
              <Link
                to="/settings/custom-fields/$fieldId"
                params={{ fieldId: String(field.id) }}
                style={{ textDecoration: 'none', color: 'inherit', flex: 1, minWidth: 0 }}
              >
                <Group gap="sm" wrap="nowrap">
                  <FieldTypeIcon type={field.type} />
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={600} truncate>
                      {field.fieldName}
                    </Text>
                    <Group gap={6}>
                      <Text size="xs" c="dimmed">
                        {CUSTOM_FIELD_TYPE_LABELS[field.type]}
                        {field.customFieldRelCommand.length > 0 &&
                          ` · ${field.customFieldRelCommand.map((o) => o.value).join(', ')}`}
                      </Text>
                      {field.mandatory && (
                        <Badge size="xs" variant="light">
                          {t('customFields.mandatory')}
                        </Badge>
                      )}
                      {field.conditional && (
                        <Badge size="xs" variant="light" color="grape">
                          {t('customFields.conditional')}
                        </Badge>
                      )}
                    </Group>
                  </Stack>
                </Group>
              </Link>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  disabled={index === 0 || reorder.isPending}
                  onClick={() => move(index, -1)}
                  aria-label={t('customFields.moveUp')}
                >
                  <IconArrowUp size={18} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  disabled={index === fields.length - 1 || reorder.isPending}
                  onClick={() => move(index, 1)}
                  aria-label={t('customFields.moveDown')}
                >
                  <IconArrowDown size={18} />
                </ActionIcon>
              </Group>
            </Group>
          </Card>
        ))}
      </Stack>
      <TypePickerSlider
        opened={picking}
        types={list.data?.availableTypes ?? []}
        onPick={pick}
        onClose={() => setPicking(false)}
      />
    </Container>
  );
}
