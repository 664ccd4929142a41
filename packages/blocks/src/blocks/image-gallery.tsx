// Image gallery: tiles at the spec's 16/9 ratio, each image with alt text and tooltip.
import type { ComponentConfig } from '@puckeditor/core';
import { GALLERY_ASPECT_RATIO } from '@storekeep/domain/website-builder';
import { z } from 'zod';
import { defaultEffectField } from '../fields/effect-field.tsx';
import { placedEffectField } from '../fields/effect-placement.ts';
import { imageField } from '../fields/image-field.tsx';
import { selectField } from '../fields/simple-fields.ts';
import { EMPTY_IMAGE, imageRefSchema } from '../image.ts';
import { blockBaseSchema, Heading, Img, Section } from './shared.tsx';

export const imageGalleryPropsSchema = blockBaseSchema.extend({
  heading: z.string().max(120).default(''),
  images: z
    .array(z.object({ image: imageRefSchema, caption: z.string().max(120).default('') }))
    .max(24)
    .default([]),
  columns: z.enum(['2', '3', '4']).default('3'),
});
export type ImageGalleryProps = z.infer<typeof imageGalleryPropsSchema>;

export function ImageGallery(props: ImageGalleryProps) {
  return (
    <Section kind="gallery" effect={props.effect} label={props.heading || 'Gallery'}>
      <div className="sk-wrap">
        <Heading text={props.heading} />
        <ul
          className={`sk-gallery-grid sk-cols-${props.columns}`}
          style={{ '--sk-gallery-ratio': String(GALLERY_ASPECT_RATIO) } as React.CSSProperties}
        >
          {props.images.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: gallery images have no id; the same image may repeat
            <li key={`${item.image.url}-${index}`}>
              <figure>
                <Img image={item.image} sizes="(max-width: 767px) 100vw, 33vw" />
                {item.caption ? <figcaption>{item.caption}</figcaption> : null}
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

export const imageGalleryConfig: ComponentConfig<ImageGalleryProps> = {
  label: 'Image gallery',
  defaultProps: imageGalleryPropsSchema.parse({ heading: 'Gallery' }),
  fields: {
    heading: { type: 'text', label: 'Heading' },
    images: {
      type: 'array',
      label: 'Images (16:9)',
      max: 24,
      arrayFields: { image: imageField('Image', 'gallery'), caption: { type: 'text', label: 'Caption' } },
      defaultItemProps: { image: EMPTY_IMAGE, caption: '' },
      getItemSummary: (item, index) => item.caption || item.image.alt || `Image ${(index ?? 0) + 1}`,
    },
    columns: selectField('Columns on desktop', { '2': '2', '3': '3', '4': '4' }),
    effect: defaultEffectField,
  },
  resolveFields: (data, params) => ({
    ...params.fields,
    effect: placedEffectField('ImageGallery', data, params),
  }),
  render: ({ puck: _puck, ...props }) => <ImageGallery {...props} />,
};
