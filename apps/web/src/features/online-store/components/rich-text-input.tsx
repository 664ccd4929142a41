// The rich-text editor of the blocks' own rich text field (Puck's), for a rich text's body in
// another language: the same toolbar and formatting as the base body, so both are written alike.
import { AutoField } from '@puckeditor/core';
import type { RichTextInputProps } from '@storekeep/blocks/editor';

const FIELD = { type: 'richtext', contentEditable: false } as const;

export function RichTextInput(props: RichTextInputProps) {
  return (
    <div lang={props.lang} data-testid={props.testId}>
      <AutoField
        field={FIELD}
        value={props.value}
        readOnly={props.readOnly}
        onChange={(html: unknown) => props.onChange(typeof html === 'string' ? html : '')}
      />
    </div>
  );
}
