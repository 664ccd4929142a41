// Testimonials: quotes from customers with name, place and rating; photos carry their SEO text.
import type { ComponentConfig } from '@puckeditor/core';
import { z } from 'zod';
import { defaultEffectField } from '../fields/effect-field.tsx';
import { placedEffectField } from '../fields/effect-placement.ts';
import { imageField } from '../fields/image-field.tsx';
import { Icon } from '../icons.tsx';
import { EMPTY_IMAGE, imageRefSchema } from '../image.ts';
import { blockBaseSchema, Heading, Img, Section } from './shared.tsx';

export const testimonialSchema = z.object({
  quote: z.string().trim().min(1).max(600),
  name: z.string().trim().min(1).max(80),
  place: z.string().max(80).default(''),
  rating: z.number().int().min(0).max(5).default(5),
  photo: imageRefSchema.default(EMPTY_IMAGE),
});

export const testimonialsPropsSchema = blockBaseSchema.extend({
  heading: z.string().max(120).default('What our customers say'),
  items: z.array(testimonialSchema).max(12).default([]),
});
export type TestimonialsProps = z.infer<typeof testimonialsPropsSchema>;

export function Testimonials(props: TestimonialsProps) {
  return (
    <Section kind="testimonials" effect={props.effect} label={props.heading || 'Testimonials'}>
      <div className="sk-wrap">
        <Heading text={props.heading} />
        <ul className="sk-testimonial-list">
          {props.items.map((item) => (
            <li key={`${item.name}-${item.quote.slice(0, 20)}`} className="sk-testimonial">
              <span className="sk-quote-mark">
                <Icon name="quote" size={28} />
              </span>
              {item.rating > 0 ? (
                <p className="sk-stars" role="img" aria-label={`Rated ${item.rating} out of 5`}>
                  {'★'.repeat(item.rating)}
                  <span className="sk-stars-off">{'★'.repeat(5 - item.rating)}</span>
                </p>
              ) : null}
              <blockquote>{item.quote}</blockquote>
              <p className="sk-testimonial-by">
                <Img image={item.photo} className="sk-avatar" width={44} height={44} />
                <span>
                  <strong>{item.name}</strong>
                  {item.place ? <small>{item.place}</small> : null}
                </span>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

export const testimonialsConfig: ComponentConfig<TestimonialsProps> = {
  label: 'Testimonials',
  defaultProps: testimonialsPropsSchema.parse({
    items: [
      { quote: 'Fresh products and quick delivery every time.', name: 'Priya S.', place: 'Pune', rating: 5 },
    ],
  }),
  fields: {
    heading: { type: 'text', label: 'Heading' },
    items: {
      type: 'array',
      label: 'Testimonials',
      max: 12,
      arrayFields: {
        quote: { type: 'textarea', label: 'Quote' },
        name: { type: 'text', label: 'Name' },
        place: { type: 'text', label: 'Place' },
        rating: { type: 'number', label: 'Rating (0–5)', min: 0, max: 5 },
        photo: imageField('Photo'),
      },
      defaultItemProps: { quote: 'Lovely shop!', name: 'Customer', place: '', rating: 5, photo: EMPTY_IMAGE },
      getItemSummary: (item) => item.name,
    },
    effect: defaultEffectField,
  },
  resolveFields: (data, params) => ({
    ...params.fields,
    effect: placedEffectField('Testimonials', data, params),
  }),
  render: ({ puck: _puck, ...props }) => <Testimonials {...props} />,
};
