// Banner carousel: up to 10 slides at the spec's aspect ratios (large or other template, desktop
// and mobile). It scrolls with CSS scroll-snap and anchor dots; autoplay is an optional enhancement
// (enhance.ts) that reads data-autoplay.
import type { ComponentConfig } from '@puckeditor/core';
import { shopText } from '@storekeep/domain/storefront-texts';
import { BANNER_MAX_IMAGES, bannerAspectRatio } from '@storekeep/domain/website-builder';
import { z } from 'zod';
import { bannerSlidesField } from '../fields/banner-slides-field.tsx';
import { defaultEffectField } from '../fields/effect-field.tsx';
import { placedEffectField } from '../fields/effect-placement.ts';
import { selectField } from '../fields/simple-fields.ts';
import { imageRefSchema } from '../image.ts';
import { type BlocksMetadata, languageOf, storeHref, storeOf } from '../metadata.ts';
import { blockBaseSchema, Img, type PuckId, Section } from './shared.tsx';

export const bannerSlideSchema = z.object({
  image: imageRefSchema,
  heading: z.string().max(120).default(''),
  text: z.string().max(300).default(''),
  buttonLabel: z.string().max(40).default(''),
  buttonHref: z.string().max(500).default(''),
});

export const bannerCarouselPropsSchema = blockBaseSchema.extend({
  slides: z
    .array(bannerSlideSchema)
    .max(BANNER_MAX_IMAGES, `A banner holds at most ${BANNER_MAX_IMAGES} images.`)
    .default([]),
  template: z.enum(['large', 'other']).default('other'),
  autoplaySeconds: z.number().int().min(0).max(30).default(5),
  textPosition: z.enum(['left', 'center']).default('left'),
});
export type BannerCarouselProps = z.infer<typeof bannerCarouselPropsSchema>;

export function BannerCarousel(props: BannerCarouselProps & PuckId & { metadata?: BlocksMetadata }) {
  const store = storeOf(props.metadata);
  const large = props.template === 'large';
  const style = {
    '--sk-banner-ratio': String(bannerAspectRatio({ largeTemplate: large, mobile: false })),
    '--sk-banner-ratio-mobile': String(bannerAspectRatio({ largeTemplate: large, mobile: true })),
  } as React.CSSProperties;
  const baseId = `sk-banner-${props.id ?? 'x'}`;
  return (
    <Section
      kind="banner"
      effect={props.effect}
      style={style}
      label="Banner"
      className={`sk-banner-${props.textPosition} sk-banner-${props.template}`}
    >
      <div className="sk-banner-track" data-autoplay={props.autoplaySeconds || undefined}>
        {props.slides.map((slide, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: slides have no id; the same image may repeat
          <div className="sk-banner-slide" id={`${baseId}-${index}`} key={`${slide.image.url}-${index}`}>
            <div className="sk-banner-media">
              <Img image={slide.image} className="sk-banner-img" eager={index === 0} />
            </div>
            {slide.heading || slide.text || slide.buttonLabel ? (
              <div className="sk-banner-text">
                <div className="sk-wrap">
                  {slide.heading ? index === 0 ? <h1>{slide.heading}</h1> : <h2>{slide.heading}</h2> : null}
                  {slide.text ? <p>{slide.text}</p> : null}
                  {slide.buttonLabel ? (
                    <a className="sk-button" href={storeHref(store, slide.buttonHref || '/')}>
                      {slide.buttonLabel}
                    </a>
                  ) : null}
                </div>
              </div>
            ) : null}
          </div>
        ))}
      </div>
      {props.slides.length > 1 ? (
        <nav className="sk-banner-dots" aria-label={shopText(languageOf(props.metadata), 'bannerSlides')}>
          {props.slides.map((slide, index) => (
            // Slides have no id of their own; the same image may appear twice, so the place is part of the key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <a key={`${slide.image.url}-${index}`} href={`#${baseId}-${index}`}>
              <span className="sk-sr-only">
                {shopText(languageOf(props.metadata), 'slideNumber', { number: index + 1 })}
              </span>
            </a>
          ))}
        </nav>
      ) : null}
    </Section>
  );
}

export const bannerCarouselConfig: ComponentConfig<BannerCarouselProps> = {
  label: 'Banner carousel',
  defaultProps: bannerCarouselPropsSchema.parse({}),
  fields: {
    slides: bannerSlidesField,
    template: selectField('Template', { large: 'Large (1366 × 550)', other: 'Standard (1366 × 284)' }),
    autoplaySeconds: { type: 'number', label: 'Autoplay every (seconds, 0 = off)', min: 0, max: 30 },
    textPosition: selectField('Text position', { left: 'Left', center: 'Centre' }),
    effect: defaultEffectField,
  },
  resolveFields: (data, params) => ({
    ...params.fields,
    effect: placedEffectField('BannerCarousel', data, params),
  }),
  render: ({ puck, ...props }) => <BannerCarousel {...props} metadata={puck.metadata} />,
};
