// The merchant's own texts in the shoppers' languages (product and category editors): pick a
// language, type the texts in it. Nothing is filled in: a language left empty shows the base text
// on the store.
import { Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { LANGUAGES, type LanguageCode } from '@storekeep/domain/languages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface TranslationField<Field extends string> {
  key: Field;
  label: string;
  maxLength: number;
  multiline?: boolean;
}

export type TranslationValues<Field extends string> = Partial<
  Record<LanguageCode, Partial<Record<Field, string>>>
>;

/** The languages with some text, in the order of the language list. */
export function givenLanguages<Field extends string>(value: TranslationValues<Field>): LanguageCode[] {
  return LANGUAGES.map((l) => l.code).filter((code) =>
    Object.values(value[code] ?? {}).some((text) => typeof text === 'string' && text.trim() !== ''),
  );
}

/** The value with one text changed; an emptied language is dropped. */
export function withText<Field extends string>(
  value: TranslationValues<Field>,
  language: LanguageCode,
  field: Field,
  text: string,
): TranslationValues<Field> {
  const texts: Partial<Record<Field, string>> = { ...value[language] };
  if (text === '') delete texts[field];
  else texts[field] = text;
  const next = { ...value };
  if (Object.keys(texts).length === 0) delete next[language];
  else next[language] = texts;
  return next;
}

export function TranslationsSection<Field extends string>({
  fields,
  value,
  onChange,
  testId = 'translations-section',
}: {
  fields: ReadonlyArray<TranslationField<Field>>;
  value: TranslationValues<Field>;
  onChange: (value: TranslationValues<Field>) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  // The first language other than English: most merchants write the base text in English.
  const [language, setLanguage] = useState<LanguageCode>('hi');
  const given = givenLanguages(value);
  const nameOf = (code: LanguageCode) => LANGUAGES.find((l) => l.code === code)?.nativeName ?? code;
  return (
    <Stack gap="sm" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {t('storeTranslations.help')}
      </Text>
      <Select
        label={t('storeTranslations.language')}
        data={LANGUAGES.map((l) => ({ value: l.code, label: l.nativeName }))}
        value={language}
        allowDeselect={false}
        onChange={(code) => code && setLanguage(code as LanguageCode)}
        comboboxProps={{ withinPortal: true }}
        data-testid={`${testId}-language`}
      />
      {fields.map((field) => {
        const key = `${language}-${field.key}`;
        const props = {
          label: field.label,
          lang: language,
          maxLength: field.maxLength,
          value: value[language]?.[field.key] ?? '',
          onChange: (event: { currentTarget: { value: string } }) =>
            onChange(withText(value, language, field.key, event.currentTarget.value)),
          'data-testid': `${testId}-${field.key}`,
        };
        return field.multiline ? (
          <Textarea key={key} {...props} rows={4} />
        ) : (
          <TextInput key={key} {...props} />
        );
      })}
      <Text size="sm" data-testid={`${testId}-given`}>
        {given.length === 0
          ? t('storeTranslations.noneGiven')
          : t('storeTranslations.givenIn', { languages: given.map(nameOf).join(', ') })}
      </Text>
    </Stack>
  );
}
