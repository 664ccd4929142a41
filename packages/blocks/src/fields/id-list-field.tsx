// Picked products or categories: the editor's picker when it offers one, else ids one per line.
import type { CustomField } from '@puckeditor/core';
import { useBlocksEditor } from './editor-context.tsx';
import { useEditorTexts } from './editor-texts.ts';
import { hintStyle, inputStyle, labelStyle } from './field-styles.ts';

function splitIds(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((part) => part.trim())
    .filter(Boolean);
}

export function idListField(label: string, kind: 'products' | 'categories'): CustomField<string[]> {
  return {
    type: 'custom',
    label,
    render: function IdList({ field, value, onChange, readOnly, id }) {
      const { CataloguePicker } = useBlocksEditor();
      const { text } = useEditorTexts();
      const shown = field.label ?? label;
      const ids = value ?? [];
      if (CataloguePicker)
        return (
          <CataloguePicker kind={kind} label={shown} value={ids} onChange={onChange} readOnly={readOnly} />
        );
      return (
        <div data-testid={`id-list-${kind}`}>
          <label style={labelStyle} htmlFor={id}>
            {shown}
          </label>
          <textarea
            id={id}
            style={{ ...inputStyle, minHeight: 70 }}
            readOnly={readOnly}
            value={ids.join('\n')}
            onChange={(event) => onChange(splitIds(event.target.value))}
          />
          <p style={hintStyle}>{text('oneIdPerLine')}</p>
        </div>
      );
    },
  };
}

/** One category (the category a featured-products block shows): the picker, else its id typed in. */
export function categoryField(label: string): CustomField<string> {
  return {
    type: 'custom',
    label,
    render: function CategoryPick({ field, value, onChange, readOnly, id }) {
      const { CataloguePicker } = useBlocksEditor();
      const shown = field.label ?? label;
      if (CataloguePicker)
        return (
          <CataloguePicker
            kind="categories"
            single
            label={shown}
            value={value ? [value] : []}
            onChange={(ids) => onChange(ids[0] ?? '')}
            readOnly={readOnly}
          />
        );
      return (
        <div>
          <label style={labelStyle} htmlFor={id}>
            {shown}
          </label>
          <input
            id={id}
            style={inputStyle}
            readOnly={readOnly}
            value={value ?? ''}
            onChange={(event) => onChange(event.target.value.trim())}
          />
        </div>
      );
    },
  };
}
