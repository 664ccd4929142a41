// Footer: about text, link columns, contact lines, social links and the copyright line.
import type { ComponentConfig } from '@puckeditor/core';
import { z } from 'zod';
import { colourField } from '../fields/colour-field.tsx';
import { defaultEffectField } from '../fields/effect-field.tsx';
import { placedEffectField } from '../fields/effect-placement.ts';
import { selectField } from '../fields/simple-fields.ts';
import { Icon } from '../icons.tsx';
import { type BlocksMetadata, storeHref, storeOf } from '../metadata.ts';
import { blockBaseSchema, hexColourSchema, linkSchema, Section } from './shared.tsx';
import { SOCIAL_LABELS, SOCIAL_NETWORKS, socialLinkSchema } from './social.ts';
import { SocialLinks } from './social-links.tsx';

export const footerPropsSchema = blockBaseSchema.extend({
  about: z.string().max(400).default(''),
  columns: z
    .array(z.object({ title: z.string().max(40), links: z.array(linkSchema).max(10).default([]) }))
    .max(4)
    .default([]),
  address: z.string().max(300).default(''),
  phone: z.string().max(20).default(''),
  email: z.string().max(120).default(''),
  socialLinks: z.array(socialLinkSchema).max(SOCIAL_NETWORKS.length).default([]),
  copyright: z.string().max(160).default(''),
  backgroundColour: hexColourSchema,
  textColour: hexColourSchema,
});
export type FooterProps = z.infer<typeof footerPropsSchema>;

export function Footer(props: FooterProps & { metadata?: BlocksMetadata }) {
  const store = storeOf(props.metadata);
  const style = {
    ...(props.backgroundColour ? { '--sk-footer-bg': props.backgroundColour } : {}),
    ...(props.textColour ? { '--sk-footer-fg': props.textColour } : {}),
  } as React.CSSProperties;
  return (
    <Section kind="footer" effect={props.effect} style={style} label="Footer">
      <footer className="sk-wrap">
        <div className="sk-footer-grid">
          <div className="sk-footer-about">
            <p className="sk-footer-name">{store.storeName}</p>
            {props.about ? <p>{props.about}</p> : null}
            <SocialLinks links={props.socialLinks} />
          </div>
          {props.columns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <p className="sk-footer-title">{column.title}</p>
              <ul>
                {column.links.map((link) => (
                  <li key={`${link.label}-${link.href}`}>
                    <a href={storeHref(store, link.href)}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          {props.address || props.phone || props.email ? (
            <div>
              <p className="sk-footer-title">Contact</p>
              {props.address ? (
                <p className="sk-footer-line">
                  <Icon name="pin" size={16} /> {props.address}
                </p>
              ) : null}
              {props.phone ? (
                <p className="sk-footer-line">
                  <Icon name="phone" size={16} />{' '}
                  <a href={`tel:${props.phone.replace(/\s+/g, '')}`}>{props.phone}</a>
                </p>
              ) : null}
              {props.email ? (
                <p className="sk-footer-line">
                  <Icon name="mail" size={16} /> <a href={`mailto:${props.email}`}>{props.email}</a>
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
        <p className="sk-copyright">{props.copyright || `© ${store.storeName}`}</p>
      </footer>
    </Section>
  );
}

export const footerConfig: ComponentConfig<FooterProps> = {
  label: 'Footer',
  defaultProps: footerPropsSchema.parse({
    columns: [
      {
        title: 'Shop',
        links: [
          { label: 'All products', href: '/categories' },
          { label: 'Contact', href: '/contact' },
        ],
      },
    ],
  }),
  fields: {
    about: { type: 'textarea', label: 'About the store' },
    columns: {
      type: 'array',
      label: 'Link columns',
      max: 4,
      arrayFields: {
        title: { type: 'text', label: 'Title' },
        links: {
          type: 'array',
          label: 'Links',
          max: 10,
          arrayFields: { label: { type: 'text', label: 'Label' }, href: { type: 'text', label: 'Link' } },
          defaultItemProps: { label: 'Link', href: '/' },
          getItemSummary: (item) => item.label,
        },
      },
      defaultItemProps: { title: 'Links', links: [] },
      getItemSummary: (item) => item.title,
    },
    address: { type: 'textarea', label: 'Address' },
    phone: { type: 'text', label: 'Phone' },
    email: { type: 'text', label: 'Email' },
    socialLinks: {
      type: 'array',
      label: 'Social links',
      max: SOCIAL_NETWORKS.length,
      arrayFields: {
        network: selectField('Network', SOCIAL_LABELS),
        url: { type: 'text', label: 'Address' },
      },
      defaultItemProps: { network: 'facebook', url: 'https://facebook.com/' },
      getItemSummary: (item) => SOCIAL_LABELS[item.network],
    },
    copyright: { type: 'text', label: 'Copyright line' },
    backgroundColour: colourField('Background colour', { allowEmpty: true }),
    textColour: colourField('Text colour', { allowEmpty: true }),
    effect: defaultEffectField,
  },
  resolveFields: (data, params) => ({ ...params.fields, effect: placedEffectField('Footer', data, params) }),
  render: ({ puck, ...props }) => <Footer {...props} metadata={puck.metadata} />,
};
