// Name of a new or renamed category, checked with the domain rule ('Category name cannot be blank'),
// and when editing, the name in the shoppers' languages.
import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { CATEGORY_NAME_MAX_LENGTH, categoryNameError } from '@storekeep/domain/categories';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TranslationsSection, type TranslationValues } from '../../../ui/translations-section.tsx';

export type CategoryTranslationValues = TranslationValues<'name'>;

export function CategoryNameForm({
  initialName = '',
  initialTranslations,
  submitLabel,
  busy,
  serverError,
  onSubmit,
  onCancel,
}: {
  initialName?: string;
  /** Given when editing: the Translations section shows, and its value goes with the name. */
  initialTranslations?: CategoryTranslationValues;
  submitLabel: string;
  busy: boolean;
  serverError?: string | null;
  onSubmit: (name: string, translations?: CategoryTranslationValues) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [translations, setTranslations] = useState(initialTranslations);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = categoryNameError(name);
    setError(problem);
    if (!problem) onSubmit(name.trim(), translations);
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextInput
        label={t('categories.name')}
        placeholder={t('categories.namePlaceholder')}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={error ?? serverError ?? undefined}
        maxLength={CATEGORY_NAME_MAX_LENGTH}
        data-autofocus
        data-testid="category-name-input"
      />
      {translations && (
        <Stack gap="xs" mt="md">
          <Title order={3} fz="sm">
            {t('storeTranslations.title')}
          </Title>
          <TranslationsSection
            fields={[
              { key: 'name', label: t('storeTranslations.name'), maxLength: CATEGORY_NAME_MAX_LENGTH },
            ]}
            value={translations}
            onChange={setTranslations}
            testId="category-translations"
          />
        </Stack>
      )}
      <Group justify="flex-end" mt="md">
        {onCancel && (
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        )}
        <Button type="submit" loading={busy} data-testid="category-name-save">
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
