// Name of a new or renamed category, checked with the domain rule ('Category name cannot be blank').
import { Button, Group, TextInput } from '@mantine/core';
import { categoryNameError } from '@storekeep/domain/categories';
import { type FormEvent, useState } from 'react';

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
        label="Category name"
        placeholder="e.g. Rice & Rice Products"
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
            Cancel
          </Button>
        )}
        <Button type="submit" loading={busy} data-testid="category-name-save">
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
