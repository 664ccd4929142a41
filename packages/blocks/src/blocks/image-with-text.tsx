// Image with text: a story or offer beside a picture, image left or right.
import type { ComponentConfig } from '@puckeditor/core';
import { z } from 'zod';
import { defaultEffectField } from '../fields/effect-field.tsx';
import { placedEffectField } from '../fields/effect-placement.ts';
import { imageField } from '../fields/image-field.tsx';
import { selectField } from '../fields/simple-fields.ts';
import { EMPTY_IMAGE, imageRefSchema } from '../image.ts';
import { type BlocksMetadata, storeHref, storeOf } from '../metadata.ts';
import { blockBaseSchema, Img, Section } from './shared.tsx';

export const imageWithTextPropsSchema = blockBaseSchema.extend({
  image: imageRefSchema.default(EMPTY_IMAGE),
  eyebrow: z.string().max(60).default(''),
  heading: z.string().max(120).default(''),
  text: z.string().max(1000).default(''),
  buttonLabel: z.string().max(40).default(''),
  buttonHref: z.string().max(500).default(''),
  imageSide: z.enum(['left', 'right']).default('left'),
  tone: z.enum(['plain', 'tinted', 'dark']).default('plain'),
});
export type ImageWithTextProps = z.infer<typeof imageWithTextPropsSchema>;

export function ImageWithText(props: ImageWithTextProps & { metadata?: BlocksMetadata }) {
  const store = storeOf(props.metadata);
  return (
    <Section
      kind="split"
      effect={props.effect}
      className={`sk-split-${props.imageSide} sk-tone-${props.tone}`}
      label={props.heading || undefined}
    >
      <div className="sk-wrap sk-split-grid">
        <div className="sk-split-media">
          <Img image={props.image} sizes="(max-width: 767px) 100vw, 50vw" />
        </div>
        <div className="sk-split-copy">
          {props.eyebrow ? <p className="sk-eyebrow">{props.eyebrow}</p> : null}
          {props.heading ? <h2>{props.heading}</h2> : null}
          {props.text
            .split(/\n{2,}/)
            .filter(Boolean)
            .map((para) => (
              <p key={para.slice(0, 40)}>{para}</p>
            ))}
          {props.buttonLabel ? (
            <a className="sk-button" href={storeHref(store, props.buttonHref || '/')}>
              {props.buttonLabel}
            </a>
          ) : null}
        </div>
      </div>
    </Section>
  );
}

export const imageWithTextConfig: ComponentConfig<ImageWithTextProps> = {
  label: 'Image with text',
  defaultProps: imageWithTextPropsSchema.parse({
    heading: 'Our story',
    text: 'Tell shoppers what makes your store special.',
  }),
  fields: {
    image: imageField('Image'),
    eyebrow: { type: 'text', label: 'Small line above the heading' },
    heading: { type: 'text', label: 'Heading' },
    text: { type: 'textarea', label: 'Text' },
    buttonLabel: { type: 'text', label: 'Button label' },
    buttonHref: { type: 'text', label: 'Button link' },
    imageSide: selectField('Image side', { left: 'Left', right: 'Right' }),
    tone: selectField('Background', { plain: 'Plain', tinted: 'Tinted', dark: 'Dark' }),
    effect: defaultEffectField,
  },
  resolveFields: (data, params) => ({
    ...params.fields,
    effect: placedEffectField('ImageWithText', data, params),
  }),
  render: ({ puck, ...props }) => <ImageWithText {...props} metadata={puck.metadata} />,
};
