// The banner's slides as one field: a drop area that uploads one file directly and opens the
// multi-upload slider for several (at most 10 images in all), plus per-slide text and image SEO.
import type { CustomField } from '@puckeditor/core';
import { BANNER_MAX_IMAGES, bannerImagesAccepted, dropUploadMode } from '@storekeep/domain/website-builder';
import { type DragEvent, useState } from 'react';
import type { ImageRef } from '../image.ts';
import { type BlocksEditorServices, useBlocksEditor } from './editor-context.tsx';
import { useEditorTexts } from './editor-texts.ts';
import { buttonStyle, errorStyle, hintStyle, inputStyle, labelStyle } from './field-styles.ts';
import { ImageEditor } from './image-field.tsx';

export interface BannerSlide {
  image: ImageRef;
  heading: string;
  text: string;
  buttonLabel: string;
  buttonHref: string;
}

export function slideFromImage(image: ImageRef): BannerSlide {
  return { image, heading: '', text: '', buttonLabel: '', buttonHref: '' };
}

/**
 * What a drop of `files` onto a banner of `current` slides does: one file uploads directly,
 * several open the multi-upload slider, and only as many as keep the banner at 10 are taken.
 */
export function planBannerDrop<T>(
  current: number,
  files: T[],
): { mode: 'direct' | 'multi' | 'none'; accepted: T[]; refused: number } {
  const take = bannerImagesAccepted(current, files.length);
  const accepted = files.slice(0, take);
  return { mode: dropUploadMode(accepted.length), accepted, refused: files.length - take };
}

export async function uploadBannerFiles(
  services: BlocksEditorServices,
  current: number,
  files: File[],
): Promise<{ images: ImageRef[]; refused: number }> {
  const plan = planBannerDrop(current, files);
  if (plan.mode === 'none') return { images: [], refused: plan.refused };
  if (plan.mode === 'multi' && services.openMultiUpload) {
    const images = await services.openMultiUpload(plan.accepted, {
      purpose: 'banner',
      max: plan.accepted.length,
    });
    return { images: images.slice(0, plan.accepted.length), refused: plan.refused };
  }
  if (!services.uploadImages) return { images: [], refused: files.length };
  return { images: await services.uploadImages(plan.accepted, 'banner'), refused: plan.refused };
}

function SlidesEditor({
  value,
  onChange,
  readOnly,
}: {
  value: BannerSlide[];
  onChange: (v: BannerSlide[]) => void;
  readOnly?: boolean;
}) {
  const services = useBlocksEditor();
  const { text } = useEditorTexts();
  const slides = value ?? [];
  const [message, setMessage] = useState<string | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const canUpload = Boolean(services.uploadImages || services.openMultiUpload);
  const add = async (files: File[]) => {
    setMessage(null);
    try {
      const { images, refused } = await uploadBannerFiles(services, slides.length, files);
      if (images.length > 0) onChange([...slides, ...images.map(slideFromImage)]);
      if (refused > 0) setMessage(text('bannerLimit', { max: BANNER_MAX_IMAGES }));
    } catch {
      setMessage(text('uploadFailed'));
    }
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (!readOnly) void add(Array.from(event.dataTransfer.files));
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= slides.length) return;
    const next = [...slides];
    const [item] = next.splice(from, 1);
    if (item) next.splice(to, 0, item);
    onChange(next);
  };
  const update = (index: number, patch: Partial<BannerSlide>) =>
    onChange(slides.map((slide, i) => (i === index ? { ...slide, ...patch } : slide)));
  return (
    <div data-testid="banner-slides-field">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target; the file input inside is the keyboard way */}
      <div
        data-testid="banner-drop-zone"
        onDragOver={(event) => event.preventDefault()}
        onDrop={onDrop}
        style={{
          border: '1px dashed #adb5bd',
          borderRadius: 8,
          padding: 10,
          textAlign: 'center',
          fontSize: 12,
        }}
      >
        {text('imagesCount', { count: slides.length, max: BANNER_MAX_IMAGES })}
        {canUpload && slides.length < BANNER_MAX_IMAGES ? (
          <label style={{ ...labelStyle, cursor: 'pointer' }}>
            {text('dropImages')}
            <input
              type="file"
              accept="image/*"
              multiple
              disabled={readOnly}
              onChange={(event) => void add(Array.from(event.currentTarget.files ?? []))}
              style={{ display: 'block', margin: '4px auto 0' }}
            />
          </label>
        ) : null}
      </div>
      {message ? <p style={errorStyle}>{message}</p> : null}
      {slides.map((slide, index) => (
        // Slides have no id of their own; their order is their identity in this list.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={index} style={{ borderBottom: '1px solid #e9ecef', padding: '6px 0' }}>
          <div style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
            {slide.image.url ? (
              <img src={slide.image.url} alt="" style={{ width: 64, height: 28, objectFit: 'cover' }} />
            ) : null}
            <button
              type="button"
              style={{ ...buttonStyle, flex: 1, textAlign: 'left' }}
              onClick={() => setOpen(open === index ? null : index)}
            >
              {slide.heading || text('slide', { number: index + 1 })}
            </button>
            <button
              type="button"
              style={buttonStyle}
              aria-label={text('moveUp')}
              disabled={readOnly}
              onClick={() => move(index, index - 1)}
            >
              ↑
            </button>
            <button
              type="button"
              style={buttonStyle}
              aria-label={text('moveDown')}
              disabled={readOnly}
              onClick={() => move(index, index + 1)}
            >
              ↓
            </button>
            <button
              type="button"
              style={buttonStyle}
              aria-label={text('removeSlide')}
              disabled={readOnly}
              onClick={() => onChange(slides.filter((_, i) => i !== index))}
            >
              ✕
            </button>
          </div>
          {open === index ? (
            <div>
              <ImageEditor
                value={slide.image}
                onChange={(image) => update(index, { image })}
                purpose="banner"
                readOnly={readOnly}
                testId={`banner-slide-image-${index}`}
              />
              {(['heading', 'text', 'buttonLabel', 'buttonHref'] as const).map((key) => (
                <label key={key} style={labelStyle}>
                  {text(
                    (
                      {
                        heading: 'slideHeading',
                        text: 'slideText',
                        buttonLabel: 'slideButtonLabel',
                        buttonHref: 'slideButtonLink',
                      } as const
                    )[key],
                  )}
                  <input
                    style={inputStyle}
                    value={slide[key]}
                    readOnly={readOnly}
                    onChange={(e) => update(index, { [key]: e.target.value })}
                  />
                </label>
              ))}
            </div>
          ) : null}
        </div>
      ))}
      {!readOnly && slides.length < BANNER_MAX_IMAGES ? (
        <button
          type="button"
          style={{ ...buttonStyle, marginTop: 6 }}
          onClick={() => onChange([...slides, slideFromImage({ url: '', alt: '', tooltip: '' })])}
        >
          {text('addSlide')}
        </button>
      ) : null}
      <p style={hintStyle}>{text('imageSeoHint')}</p>
    </div>
  );
}

export const bannerSlidesField: CustomField<BannerSlide[]> = {
  type: 'custom',
  label: 'Banner images',
  render: ({ value, onChange, readOnly }) => (
    <SlidesEditor value={value} onChange={onChange} readOnly={readOnly} />
  ),
};
