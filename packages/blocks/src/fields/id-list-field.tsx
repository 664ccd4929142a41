// Picked products or categories: the editor's picker when it offers one, else ids one per line.
import type { CustomField } from '@puckeditor/core';
import { useBlocksEditor } from './editor-context.tsx';
import { buttonStyle, hintStyle, inputStyle, labelStyle } from './field-styles.ts';

export function idListField(label: string, kind: 'products' | 'categories'): CustomField<string[]> {
  return {
    type: 'custom',
    label,
    render: function IdList({ value, onChange, readOnly, id }) {
      const services = useBlocksEditor();
      const ids = value ?? [];
      return (
        <div data-testid={`id-list-${kind}`}>
          <label style={labelStyle} htmlFor={id}>
            {label}
          </label>
          {services.pickCatalogueItems ? (
            <button
              type="button"
              style={buttonStyle}
              disabled={readOnly}
              onClick={async () => {
                const picked = await services.pickCatalogueItems?.(kind, ids);
                if (picked) onChange(picked.map((item) => item.id));
              }}
            >
              Choose {kind} ({ids.length})
            </button>
          ) : (
            <>
              <textarea
                id={id}
                style={{ ...inputStyle, minHeight: 70 }}
                readOnly={readOnly}
                value={ids.join('\n')}
                onChange={(event) =>
                  onChange(
                    event.target.value
                      .split(/[\n,]/)
                      .map((part) => part.trim())
                      .filter(Boolean),
                  )
                }
              />
              <p style={hintStyle}>One id per line, in the order to show.</p>
            </>
          )}
        </div>
      );
    },
  };
}
