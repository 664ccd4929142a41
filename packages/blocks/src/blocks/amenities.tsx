// Amenities / services: icon, title, text and an optional detail (a price, a duration), in the
// merchant's own order or sorted by name.
import type { ComponentConfig } from '@puckeditor/core';
import { z } from 'zod';
import { defaultEffectField } from '../fields/effect-field.tsx';
import { placedEffectField } from '../fields/effect-placement.ts';
import { selectField } from '../fields/simple-fields.ts';
import { ICON_NAMES, Icon, type IconName } from '../icons.tsx';
import { blockBaseSchema, Heading, Section } from './shared.tsx';

export const amenityItemSchema = z.object({
  icon: z.enum(ICON_NAMES as [IconName, ...IconName[]]).default('star'),
  title: z.string().trim().min(1).max(80),
  text: z.string().max(300).default(''),
  detail: z.string().max(60).default(''),
});
export type AmenityItem = z.infer<typeof amenityItemSchema>;

export const AMENITY_SORTS = { manual: 'My order', 'name-asc': 'Name A–Z', 'name-desc': 'Name Z–A' } as const;
export type AmenitySort = keyof typeof AMENITY_SORTS;

export const amenitiesPropsSchema = blockBaseSchema.extend({
  heading: z.string().max(120).default(''),
  intro: z.string().max(300).default(''),
  items: z.array(amenityItemSchema).max(30).default([]),
  sort: z.enum(Object.keys(AMENITY_SORTS) as [AmenitySort, ...AmenitySort[]]).default('manual'),
  layout: z.enum(['cards', 'list', 'strip']).default('cards'),
});
export type AmenitiesProps = z.infer<typeof amenitiesPropsSchema>;

/** The order shoppers see: the merchant's own (manual) or by title, without changing what is stored. */
export function sortAmenities(items: AmenityItem[], sort: AmenitySort): AmenityItem[] {
  if (sort === 'manual') return items;
  const sorted = [...items].sort((a, b) => a.title.localeCompare(b.title, 'en-IN', { sensitivity: 'base' }));
  return sort === 'name-desc' ? sorted.reverse() : sorted;
}

export function Amenities(props: AmenitiesProps) {
  return (
    <Section
      kind="amenities"
      effect={props.effect}
      label={props.heading || 'Services'}
      className={`sk-amenities-${props.layout}`}
    >
      <div className="sk-wrap">
        <Heading text={props.heading} sub={props.intro} />
        <ul className="sk-amenity-list">
          {sortAmenities(props.items, props.sort).map((item) => (
            <li key={item.title} className="sk-amenity">
              <span className="sk-amenity-icon">
                <Icon name={item.icon} size={24} />
              </span>
              <div>
                <h3>
                  {item.title}
                  {item.detail ? <span className="sk-amenity-detail">{item.detail}</span> : null}
                </h3>
                {item.text ? <p>{item.text}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

export const amenitiesConfig: ComponentConfig<AmenitiesProps> = {
  label: 'Amenities / services',
  defaultProps: amenitiesPropsSchema.parse({
    heading: 'Why shop with us',
    items: [
      { icon: 'truck', title: 'Home delivery', text: 'Same-day delivery in your area.' },
      { icon: 'shield', title: 'Secure payments', text: 'UPI, cards and cash on delivery.' },
      { icon: 'return', title: 'Easy returns', text: 'Hassle-free returns within 7 days.' },
    ],
  }),
  fields: {
    heading: { type: 'text', label: 'Heading' },
    intro: { type: 'textarea', label: 'Introduction' },
    items: {
      type: 'array',
      label: 'Items (drag to reorder)',
      max: 30,
      arrayFields: {
        icon: {
          type: 'select',
          label: 'Icon',
          options: ICON_NAMES.map((name) => ({ label: name, value: name })),
        },
        title: { type: 'text', label: 'Title' },
        text: { type: 'textarea', label: 'Text' },
        detail: { type: 'text', label: 'Detail (price, time)' },
      },
      defaultItemProps: { icon: 'star', title: 'New item', text: '', detail: '' },
      getItemSummary: (item) => item.title,
    },
    sort: selectField('Sort', AMENITY_SORTS),
    layout: selectField('Layout', { cards: 'Cards', list: 'List with details', strip: 'Icon strip' }),
    effect: defaultEffectField,
  },
  resolveFields: (data, params) => ({
    ...params.fields,
    effect: placedEffectField('Amenities', data, params),
  }),
  render: ({ puck: _puck, ...props }) => <Amenities {...props} />,
};
