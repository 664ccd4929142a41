// The rich-text editor of the blocks' own rich text field (Puck's), for a rich text's body in
// another language: the same toolbar and formatting as the base body, so both are written alike.
import { AutoField } from '@puckeditor/core';
import type { RichTextInputProps } from '@storekeep/blocks/editor';
import { useCallback, useRef } from 'react';

const FIELD = { type: 'richtext', contentEditable: false } as const;

export function RichTextInput(props: RichTextInputProps) {
  // Puck's editor hands its last text over again whenever its onChange changes, and each change
  // renders the field anew: a callback that stays the same, and only real changes passed on, keep
  // that from going round for ever.
  const latest = useRef(props);
  latest.current = props;
  const onChange = useCallback((html: unknown) => {
    const text = typeof html === 'string' ? html : '';
    if (text !== latest.current.value) latest.current.onChange(text);
  }, []);
  return (
    <div lang={props.lang} data-testid={props.testId}>
      <AutoField field={FIELD} value={props.value} readOnly={props.readOnly} onChange={onChange} />
    </div>
  );
}
