// One settings form: sections of switches, selects and numbers; saves only what changed, shows the
// server's field errors beside the fields.
import {
  Button,
  Card,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { paiseToRupeeNumber, rupeesToPaise } from '@storekeep/domain/money';
import { type Control, Controller, type FieldValues, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../../app/api-client.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { schemaResolver } from '../../../ui/schema-resolver.ts';
import type { SettingField, SettingSection } from './setting-fields.ts';

function FieldControl<T extends FieldValues>({
  field,
  control,
  note,
}: {
  field: SettingField<T>;
  control: Control<T>;
  /** A line under a switch's label (a message's sample text). */
  note?: string | undefined;
}) {
  const { t } = useTranslation();
  const label = t(`settingsFields.${field.name}`);
  const testId = `setting-${field.name}`;
  return (
    <Controller
      name={field.name as Path<T>}
      control={control}
      render={({ field: input, fieldState }) => {
        const error = fieldState.error?.message;
        switch (field.kind) {
          case 'switch':
          case 'binary': {
            const checked = field.kind === 'binary' ? input.value === 1 : Boolean(input.value);
            return (
              <Group justify="space-between" wrap="nowrap" gap="md" py={4}>
                {note ? (
                  <Stack gap={2}>
                    <Text size="sm">{label}</Text>
                    <Text size="xs" c="dimmed" data-testid={`${testId}-note`}>
                      {note}
                    </Text>
                  </Stack>
                ) : (
                  <Text size="sm">{label}</Text>
                )}
                <Switch
                  aria-label={label}
                  checked={checked}
                  onChange={(event) => {
                    const on = event.currentTarget.checked;
                    input.onChange(field.kind === 'binary' ? (on ? 1 : 0) : on);
                  }}
                  onBlur={input.onBlur}
                  error={error}
                  data-testid={testId}
                />
              </Group>
            );
          }
          case 'select':
            return (
              <Select
                label={label}
                data={field.options.map((value) => ({ value, label: t(`settingsOptions.${value}`, value) }))}
                value={String(input.value)}
                onChange={(value) => value !== null && input.onChange(value)}
                allowDeselect={false}
                error={error}
                data-testid={testId}
              />
            );
          case 'number':
            return (
              <NumberInput
                label={label}
                min={field.min}
                max={field.max}
                decimalScale={field.decimals}
                prefix={field.suffix}
                value={Number(input.value)}
                onChange={(value) => input.onChange(typeof value === 'number' ? value : Number(value) || 0)}
                onBlur={input.onBlur}
                error={error}
                data-testid={testId}
              />
            );
          case 'money':
            return (
              <NumberInput
                label={label}
                description={t('settingsHelp.moneyZero')}
                min={0}
                decimalScale={2}
                prefix="₹"
                thousandSeparator=","
                thousandsGroupStyle="lakh"
                value={paiseToRupeeNumber(Number(input.value))}
                onChange={(value) => input.onChange(typeof value === 'number' ? rupeesToPaise(value) : 0)}
                onBlur={input.onBlur}
                error={error}
                data-testid={testId}
              />
            );
          case 'text':
            return (
              <Textarea
                label={label}
                maxLength={field.maxLength}
                autosize
                minRows={2}
                value={String(input.value ?? '')}
                onChange={(event) => input.onChange(event.currentTarget.value)}
                onBlur={input.onBlur}
                error={error}
                data-testid={testId}
              />
            );
        }
      }}
    />
  );
}

export function SettingsForm<T extends FieldValues>({
  values,
  schema,
  sections,
  save,
  testId,
  noteOf,
}: {
  values: T;
  schema: z.ZodType<T>;
  sections: readonly SettingSection<T>[];
  save: (patch: Partial<T>) => Promise<unknown>;
  testId: string;
  /** A line to show under a setting's switch, if any. */
  noteOf?: (name: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isDirty, dirtyFields, isSubmitting },
  } = useForm<T>({ resolver: schemaResolver(schema), values, resetOptions: { keepDirtyValues: false } });

  const onSubmit = handleSubmit(async (next) => {
    const patch: Partial<T> = {};
    for (const key of Object.keys(dirtyFields) as (keyof T)[]) patch[key] = next[key];
    try {
      await save(patch);
      notifications.show({ color: 'teal', message: t('common.saved') });
    } catch (error) {
      if (isApiError(error)) {
        for (const [field, message] of Object.entries(error.fields)) setError(field as Path<T>, { message });
      }
      notifications.show({ color: 'red', message: errorMessage(error) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid={testId}>
      <Stack gap="lg">
        {sections.map((section) => {
          const switches = section.fields.filter((f) => f.kind === 'switch' || f.kind === 'binary');
          const inputs = section.fields.filter((f) => f.kind !== 'switch' && f.kind !== 'binary');
          return (
            <Card key={section.key} data-testid={`settings-section-${section.key}`}>
              <Title order={3} fz="lg" mb={4}>
                {t(`settingsSections.${section.key}`)}
              </Title>
              <Text size="sm" c="dimmed" mb="md">
                {t(`settingsSectionHelp.${section.key}`, '')}
              </Text>
              {inputs.length > 0 && (
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mb={switches.length ? 'md' : 0}>
                  {inputs.map((field) => (
                    <FieldControl key={field.name} field={field} control={control} />
                  ))}
                </SimpleGrid>
              )}
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing={0} verticalSpacing={0} style={{ columnGap: 48 }}>
                {switches.map((field) => (
                  <FieldControl
                    key={field.name}
                    field={field}
                    control={control}
                    note={noteOf?.(field.name)}
                  />
                ))}
              </SimpleGrid>
            </Card>
          );
        })}
        {isDirty && (
          <Paper
            withBorder
            shadow="md"
            p="sm"
            pos="sticky"
            bottom={12}
            style={{ zIndex: 5 }}
            data-testid={`${testId}-save-bar`}
          >
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={500}>
                {t('settings.unsaved')}
              </Text>
              <Group gap="xs">
                <Button variant="default" onClick={() => reset(values)}>
                  {t('settings.discard')}
                </Button>
                <Button type="submit" loading={isSubmitting} data-testid={`${testId}-save`}>
                  {t('common.save')}
                </Button>
              </Group>
            </Group>
          </Paper>
        )}
      </Stack>
    </form>
  );
}
