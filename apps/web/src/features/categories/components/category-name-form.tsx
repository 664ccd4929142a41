// Name of a new or renamed category, checked with the domain rule ('Category name cannot be blank').
import { Button, Group, TextInput } from '@mantine/core';
import { categoryNameError } from '@storekeep/domain/categories';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function CategoryNameForm({
  initialName = '',
  submitLabel,
  busy,
  serverError,
  onSubmit,
  onCancel,
}: {
  initialName?: string;
  submitLabel: string;
  busy: boolean;
  serverError?: string | null;
  onSubmit: (name: string) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = categoryNameError(name);
    setError(problem);
    if (!problem) onSubmit(name.trim());
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextInput
        label={t('categories.name')}
        placeholder={t('categories.namePlaceholder')}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={error ?? serverError ?? undefined}
        maxLength={100}
        data-autofocus
        data-testid="category-name-input"
      />
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
