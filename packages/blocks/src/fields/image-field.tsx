// One image with its SEO text (alt, tooltip): upload through the editor's services or paste an address.
import type { CustomField } from '@puckeditor/core';
import { useState } from 'react';
import { EMPTY_IMAGE, type ImageRef } from '../image.ts';
import { type UploadPurpose, useBlocksEditor } from './editor-context.tsx';
import { useEditorTexts } from './editor-texts.ts';
import { buttonStyle, errorStyle, inputStyle, labelStyle } from './field-styles.ts';

interface ImageEditorProps {
  value: ImageRef | undefined;
  onChange: (value: ImageRef) => void;
  purpose: UploadPurpose;
  readOnly?: boolean;
  testId: string;
}

export function ImageEditor({ value, onChange, purpose, readOnly, testId }: ImageEditorProps) {
  const services = useBlocksEditor();
  const { text } = useEditorTexts();
  const current = value ?? EMPTY_IMAGE;
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const set = (patch: Partial<ImageRef>) => onChange({ ...current, ...patch });
  const upload = async (files: File[]) => {
    const first = files[0];
    if (!services.uploadImages || !first) return;
    setBusy(true);
    setFailed(false);
    try {
      const [uploaded] = await services.uploadImages([first], purpose);
      if (uploaded) set({ url: uploaded.url });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div data-testid={testId}>
      {current.url ? (
        <img
          src={current.url}
          alt=""
          style={{ width: '100%', maxHeight: 120, objectFit: 'contain', background: '#f1f3f5' }}
        />
      ) : null}
      {services.uploadImages ? (
        <label style={labelStyle}>
          {text('uploadImage')}
          {busy ? ' …' : ''}
          <input
            type="file"
            accept="image/*"
            disabled={readOnly || busy}
            onChange={(event) => void upload(Array.from(event.currentTarget.files ?? []))}
          />
        </label>
      ) : null}
      {failed ? <p style={errorStyle}>{text('uploadFailed')}</p> : null}
      <label style={labelStyle}>
        {text('imageAddress')}
        <input
          style={inputStyle}
          value={current.url}
          readOnly={readOnly}
          onChange={(e) => set({ url: e.target.value })}
        />
      </label>
      <label style={labelStyle}>
        {text('altText')}
        <input
          style={inputStyle}
          value={current.alt}
          readOnly={readOnly}
          onChange={(e) => set({ alt: e.target.value })}
        />
      </label>
      <label style={labelStyle}>
        {text('tooltip')}
        <input
          style={inputStyle}
          value={current.tooltip}
          readOnly={readOnly}
          onChange={(e) => set({ tooltip: e.target.value })}
        />
      </label>
      {current.url && !readOnly ? (
        <button type="button" style={{ ...buttonStyle, marginTop: 6 }} onClick={() => onChange(EMPTY_IMAGE)}>
          {text('removeImage')}
        </button>
      ) : null}
    </div>
  );
}

export function imageField(label: string, purpose: UploadPurpose = 'image'): CustomField<ImageRef> {
  return {
    type: 'custom',
    label,
    render: ({ field, value, onChange, readOnly, name }) => (
      <div>
        <span style={labelStyle}>{field.label ?? label}</span>
        <ImageEditor
          value={value}
          onChange={onChange}
          purpose={purpose}
          readOnly={readOnly}
          testId={`image-field-${name}`}
        />
      </div>
    ),
  };
}
