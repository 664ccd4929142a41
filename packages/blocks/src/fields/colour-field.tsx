// A colour as #rrggbb: the browser's colour picker beside the text, so both picking and pasting work.
import type { CustomField } from '@puckeditor/core';
import { useEditorTexts } from './editor-texts.ts';
import { inputStyle, labelStyle } from './field-styles.ts';

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** The picker needs six digits; #abc becomes #aabbcc for it. */
export function pickerValue(value: string | undefined | null): string {
  if (!value || !HEX.test(value)) return '#000000';
  if (value.length === 4) return `#${[...value.slice(1)].map((c) => c + c).join('')}`;
  return value.toLowerCase();
}

export function colourField(label: string, options: { allowEmpty?: boolean } = {}): CustomField<string> {
  return {
    type: 'custom',
    label,
    render: function Colour({ field, value, onChange, readOnly, id }) {
      const { text } = useEditorTexts();
      const shown = field.label ?? label;
      return (
        <div data-testid={`colour-field-${id}`}>
          <label style={labelStyle} htmlFor={id}>
            {shown}
          </label>
          <div style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
            <input
              type="color"
              aria-label={text('colourPicker', { label: shown })}
              value={pickerValue(value)}
              disabled={readOnly}
              onChange={(event) => onChange(event.target.value)}
              style={{ width: 40, height: 32, padding: 0, border: 0, background: 'none' }}
            />
            <input
              id={id}
              style={{ ...inputStyle, borderColor: value && !HEX.test(value) ? '#c92a2a' : '#c9ccd1' }}
              value={value ?? ''}
              placeholder={options.allowEmpty ? text('themeColour') : '#1c7ed6'}
              readOnly={readOnly}
              onChange={(event) => onChange(event.target.value.trim())}
            />
          </div>
        </div>
      );
    },
  };
}
