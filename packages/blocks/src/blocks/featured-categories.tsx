// Featured categories, live from the catalogue: the block stores which categories it wants and
// renders what the renderer put in metadata.catalogue.categories[blockId] (see catalogue.ts).
import type { ComponentConfig } from '@puckeditor/core';
import { z } from 'zod';
import { categoryCardsFor } from '../catalogue.ts';
import { defaultEffectField } from '../fields/effect-field.tsx';
import { placedEffectField } from '../fields/effect-placement.ts';
import { idListField } from '../fields/id-list-field.tsx';
import { selectField } from '../fields/simple-fields.ts';
import type { BlocksMetadata } from '../metadata.ts';
import { blockBaseSchema, Heading, Img, type PuckId, Section } from './shared.tsx';

export const featuredCategoriesPropsSchema = blockBaseSchema.extend({
  heading: z.string().max(120).default('Shop by category'),
  source: z.enum(['all', 'manual']).default('all'),
  categoryIds: z.array(z.string().max(64)).max(24).default([]),
  limit: z.number().int().min(1).max(24).default(8),
  layout: z.enum(['tiles', 'circles', 'cards']).default('tiles'),
});
export type FeaturedCategoriesProps = z.infer<typeof featuredCategoriesPropsSchema>;

/** The first letter of the name as the reader sees it (a whole grapheme: क्षी, not a bare क). */
function initialOf(name: string): string {
  const first = new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    .segment(name.trim())
    [Symbol.iterator]()
    .next();
  return first.done ? '' : first.value.segment.toLocaleUpperCase();
}

export function FeaturedCategories(props: FeaturedCategoriesProps & PuckId & { metadata?: BlocksMetadata }) {
  const categories = categoryCardsFor({ type: 'FeaturedCategories', props: { ...props } }, props.metadata);
  return (
    <Section
      kind="categories"
      effect={props.effect}
      label={props.heading || 'Categories'}
      className={`sk-categories-${props.layout}`}
    >
      <div className="sk-wrap">
        <Heading text={props.heading} />
        {categories.length === 0 ? (
          <p className="sk-placeholder">Your categories will show here.</p>
        ) : (
          <ul className="sk-category-list">
            {categories.slice(0, props.limit).map((category) => (
              <li key={category.id}>
                <a href={category.href} className="sk-category">
                  <span className="sk-category-img">
                    {category.imageUrl ? (
                      // Category pictures are single 200×200 squares, no size variants (the theme
                      // art scales): the size keeps the grid from jumping while they load. The name is
                      // the link's text just below, so the picture says nothing more (empty alt).
                      <Img
                        image={{ url: category.imageUrl, alt: '', tooltip: category.name }}
                        width={200}
                        height={200}
                        variants={false}
                      />
                    ) : (
                      // No picture: the name's first letter in the theme's colours, not an empty box.
                      <span className="sk-category-fallback" aria-hidden="true">
                        {initialOf(category.name)}
                      </span>
                    )}
                  </span>
                  <span className="sk-category-name">{category.name}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Section>
  );
}

export const featuredCategoriesConfig: ComponentConfig<FeaturedCategoriesProps> = {
  label: 'Featured categories',
  defaultProps: featuredCategoriesPropsSchema.parse({}),
  fields: {
    heading: { type: 'text', label: 'Heading' },
    source: selectField('Show', { all: 'All visible categories', manual: 'Categories I pick' }),
    categoryIds: idListField('Categories I pick', 'categories'),
    limit: { type: 'number', label: 'How many', min: 1, max: 24 },
    layout: selectField('Layout', { tiles: 'Image tiles', circles: 'Circles', cards: 'Cards' }),
    effect: defaultEffectField,
  },
  // The category picker only for "Categories I pick".
  resolveFields: (data, params) => ({
    ...params.fields,
    categoryIds: { ...params.fields.categoryIds, visible: data.props.source === 'manual' },
    effect: placedEffectField('FeaturedCategories', data, params),
  }),
  render: ({ puck, ...props }) => <FeaturedCategories {...props} metadata={puck.metadata} />,
};
