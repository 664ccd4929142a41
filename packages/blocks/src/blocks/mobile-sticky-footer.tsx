// Mobile sticky footer: a bar of shortcuts fixed to the bottom of phone screens, shown only when
// its visibility setting (visibilityStatus) is on. Hidden from 768 px up by CSS.
import type { ComponentConfig } from '@puckeditor/core';
import { shopText } from '@storekeep/domain/storefront-texts';
import { z } from 'zod';
import { defaultEffectField } from '../fields/effect-field.tsx';
import { yesNoField } from '../fields/simple-fields.ts';
import { Icon } from '../icons.tsx';
import { type BlocksMetadata, languageOf, storeHref, storeOf } from '../metadata.ts';
import { blockBaseSchema, Section } from './shared.tsx';

export const STICKY_FOOTER_ICONS = ['home', 'grid', 'search', 'cart', 'user', 'phone', 'whatsapp'] as const;

export const mobileStickyFooterPropsSchema = blockBaseSchema.extend({
  visibilityStatus: z.boolean().default(true),
  items: z
    .array(
      z.object({
        icon: z.enum(STICKY_FOOTER_ICONS),
        label: z.string().trim().min(1).max(20),
        href: z.string().trim().min(1).max(500),
      }),
    )
    .min(1)
    .max(5)
    .default([
      { icon: 'home', label: 'Home', href: '/' },
      { icon: 'grid', label: 'Categories', href: '/categories' },
      { icon: 'search', label: 'Search', href: '/search' },
      { icon: 'cart', label: 'Cart', href: '/cart' },
    ]),
});
export type MobileStickyFooterProps = z.infer<typeof mobileStickyFooterPropsSchema>;

/**
 * A shortcut still labelled with the block's own English default is our text, not the merchant's:
 * it reads in the shop's language. A label the merchant typed shows as they typed it.
 */
const DEFAULT_LABELS = { Home: 'home', Categories: 'categories', Search: 'search', Cart: 'cart' } as const;
const labelOf = (label: string, language: ReturnType<typeof languageOf>) =>
  label in DEFAULT_LABELS ? shopText(language, DEFAULT_LABELS[label as keyof typeof DEFAULT_LABELS]) : label;

export function MobileStickyFooter(props: MobileStickyFooterProps & { metadata?: BlocksMetadata }) {
  if (!props.visibilityStatus) return null;
  const store = storeOf(props.metadata);
  const language = languageOf(props.metadata);
  const shortcuts = shopText(language, 'shortcuts');
  return (
    <Section kind="sticky" effect="none-effect" label={shortcuts}>
      <nav className="sk-sticky-bar" aria-label={shortcuts}>
        {props.items.map((item) => (
          <a key={`${item.icon}-${item.href}`} href={storeHref(store, item.href)}>
            <Icon name={item.icon} size={20} />
            <span>{labelOf(item.label, language)}</span>
          </a>
        ))}
      </nav>
    </Section>
  );
}

export const mobileStickyFooterConfig: ComponentConfig<MobileStickyFooterProps> = {
  label: 'Mobile sticky footer',
  defaultProps: mobileStickyFooterPropsSchema.parse({}),
  fields: {
    visibilityStatus: yesNoField('Show on mobile'),
    items: {
      type: 'array',
      label: 'Shortcuts',
      min: 1,
      max: 5,
      arrayFields: {
        icon: {
          type: 'select',
          label: 'Icon',
          options: STICKY_FOOTER_ICONS.map((name) => ({ label: name, value: name })),
        },
        label: { type: 'text', label: 'Label' },
        href: { type: 'text', label: 'Link' },
      },
      defaultItemProps: { icon: 'phone', label: 'Call', href: 'tel:' },
      getItemSummary: (item) => item.label,
    },
    effect: defaultEffectField,
  },
  render: ({ puck, ...props }) => <MobileStickyFooter {...props} metadata={puck.metadata} />,
};
