// The template catalogue's categories: add one, put one under maintenance (creating products from
// its templates is then refused with the spec's message) or lift it.
import { Alert, Button, Card, Group, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-client.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { useSaveTemplateCategory, useTemplateCategories } from '../api/admin-templates.ts';

function CategoryRow({
  id,
  name,
  isUnderMaintenance,
}: {
  id: number;
  name: string;
  isUnderMaintenance: boolean;
}) {
  const { t } = useTranslation();
  const save = useSaveTemplateCategory(id);
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm">{name}</Text>
      <Switch
        size="sm"
        label={t('productTemplates.maintenance')}
        checked={isUnderMaintenance}
        disabled={save.isPending}
        onChange={(e) =>
          save.mutate(
            { name, isUnderMaintenance: e.currentTarget.checked },
            { onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }) },
          )
        }
      />
    </Group>
  );
}

export function TemplateCategoriesCard() {
  const { t } = useTranslation();
  const categories = useTemplateCategories();
  const add = useSaveTemplateCategory(null);
  const [name, setName] = useState('');
  const error = add.error
    ? isApiError(add.error)
      ? (add.error.fields.name ?? add.error.message)
      : errorMessage(add.error)
    : null;
  return (
    <Card withBorder radius="lg">
      <Stack>
        <Title order={3} fz="md">
          {t('productTemplates.categories')}
        </Title>
        <Group align="flex-start" wrap="nowrap">
          <TextInput
            flex={1}
            placeholder={t('productTemplates.newCategory')}
            value={name}
            maxLength={100}
            onChange={(e) => setName(e.currentTarget.value)}
            error={error}
          />
          <Button
            leftSection={<IconPlus size={16} />}
            loading={add.isPending}
            onClick={() => add.mutate({ name, isUnderMaintenance: false }, { onSuccess: () => setName('') })}
          >
            {t('productTemplates.add')}
          </Button>
        </Group>
        {categories.isError && <Alert color="red">{errorMessage(categories.error)}</Alert>}
        {categories.data?.categories.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('productTemplates.noCategories')}
          </Text>
        )}
        {categories.data?.categories.map((c) => (
          <CategoryRow
            key={c.templateCategoryId}
            id={c.templateCategoryId}
            name={c.name}
            isUnderMaintenance={c.isUnderMaintenance}
          />
        ))}
      </Stack>
    </Card>
  );
}
