// detailedDescription: rich text with Tiptap (the server keeps a safe subset of the HTML).
import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProductFormValues } from './product-form-values.ts';

export function DescriptionEditor() {
  const { t } = useTranslation();
  const { control } = useFormContext<ProductFormValues>();
  const { field, fieldState } = useController({ control, name: 'detailedDescription' });
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link],
    content: field.value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    // The editable area is the text box the label names.
    editorProps: { attributes: { 'aria-label': t('products.form.description') } },
    onUpdate: ({ editor: current }) => field.onChange(current.isEmpty ? '' : current.getHTML()),
  });
  return (
    <Input.Wrapper label={t('products.form.description')} error={fieldState.error?.message}>
      <RichTextEditor editor={editor} data-testid="product-description">
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={120} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
