// The block's texts in other languages, as a Puck field: pick a language, type each text in it.
// Every text shows the merchant's base text beside it; one left empty shows the base text to
// shoppers of that language. Nothing is ever filled in or machine-translated.
import type { CustomField } from '@puckeditor/core';
import type { BlockTranslations } from '@storekeep/domain/block-translations';
import { LANGUAGES, type LanguageCode } from '@storekeep/domain/languages';
import { useState } from 'react';
import type { BlockType } from '../block-schemas.ts';
import { BLOCK_TEXTS, blockTextsOf } from '../block-texts.ts';
import { useBlocksEditor } from './editor-context.tsx';
import { useEditorTexts } from './editor-texts.ts';
import { hintStyle, inputStyle, labelStyle } from './field-styles.ts';

/** The translations with one text set (or removed when empty); a language left empty goes. */
export function withTranslation(
  value: BlockTranslations | undefined,
  language: LanguageCode,
  path: string,
  text: string,
): BlockTranslations {
  const texts = { ...(value?.[language] ?? {}) };
  if (text.trim() === '') delete texts[path];
  else texts[path] = text;
  const next: BlockTranslations = { ...(value ?? {}) };
  if (Object.keys(texts).length > 0) next[language] = texts;
  else delete next[language];
  return next;
}

export function translationsField(type: BlockType): CustomField<BlockTranslations | undefined> {
  return {
    type: 'custom',
    label: 'Other languages',
    render: ({ field, value, onChange, readOnly }) => (
      <TranslationsEditor
        type={type}
        label={field.label ?? 'Other languages'}
        value={value}
        onChange={onChange}
        readOnly={readOnly}
      />
    ),
  };
}

const noProps = (): Record<string, unknown> | undefined => undefined;

function TranslationsEditor(props: {
  type: BlockType;
  label: string;
  value: BlockTranslations | undefined;
  onChange: (value: BlockTranslations) => void;
  readOnly?: boolean | undefined;
}) {
  const { useSelectedBlockProps = noProps, RichTextInput } = useBlocksEditor();
  const blockProps = useSelectedBlockProps();
  const { text: uiText, translate } = useEditorTexts();
  const [language, setLanguage] = useState<LanguageCode>('hi');
  const texts = blockTextsOf(props.type, blockProps ?? {}).filter((text) => text.base.trim() !== '');
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }} data-testid="block-translations">
      <legend style={{ fontSize: 12, color: '#5c5f66' }}>{props.label}</legend>
      <label style={labelStyle} htmlFor={`block-translations-${props.type}`}>
        {uiText('language')}
      </label>
      <select
        id={`block-translations-${props.type}`}
        style={inputStyle}
        value={language}
        onChange={(event) => setLanguage(event.target.value as LanguageCode)}
        data-testid="block-translations-language"
      >
        {LANGUAGES.map((option) => (
          <option key={option.code} value={option.code} lang={option.code}>
            {option.nativeName}
          </option>
        ))}
      </select>
      <p style={hintStyle}>{uiText('otherLanguagesHint')}</p>
      {texts.length === 0 ? <p style={hintStyle}>{uiText('writeTextsFirst')}</p> : null}
      {texts.map((text) => {
        const meta = BLOCK_TEXTS[props.type][text.pattern];
        const place = text.path.match(/\d+/g)?.map((n) => Number(n) + 1);
        // Keyed by the block and the text's pattern (`text.Header.menuLinks.*.label`).
        const name = meta ? translate(`text.${props.type}.${text.pattern}`, meta.label) : text.path;
        const label = `${name}${place ? ` ${place.join('.')}` : ''}`;
        const value = props.value?.[language]?.[text.path] ?? '';
        const change = (typed: string) =>
          props.onChange(withTranslation(props.value, language, text.path, typed));
        if (meta?.richText && RichTextInput)
          return (
            <fieldset key={`${language}:${text.path}`} style={{ border: 0, padding: 0, margin: 0 }}>
              <legend style={labelStyle}>{label}</legend>
              <RichTextInput
                value={value}
                onChange={change}
                lang={language}
                label={label}
                readOnly={props.readOnly}
                testId={`block-translation-${text.path}`}
              />
            </fieldset>
          );
        const inputProps = {
          id: `block-translation-${text.path}`,
          style: inputStyle,
          lang: language,
          value,
          placeholder: text.base,
          maxLength: meta?.max,
          readOnly: props.readOnly,
          'data-testid': `block-translation-${text.path}`,
          onChange: (event: { target: { value: string } }) => change(event.target.value),
        };
        return (
          <div key={text.path}>
            <label style={labelStyle} htmlFor={inputProps.id}>
              {label}
            </label>
            {meta?.long ? (
              <textarea rows={meta.richText ? 8 : 3} {...inputProps} />
            ) : (
              <input type="text" {...inputProps} />
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
