// Header: logo, company name, menu links, search, social links, colours; a mobile menu that works
// without JavaScript (<details>); an optional cover image with a headline below the bar.
import type { ComponentConfig } from '@puckeditor/core';
import { shopText } from '@storekeep/domain/storefront-texts';
import { z } from 'zod';
import { colourField } from '../fields/colour-field.tsx';
import { defaultEffectField } from '../fields/effect-field.tsx';
import { placedEffectField } from '../fields/effect-placement.ts';
import { imageField } from '../fields/image-field.tsx';
import { selectField, yesNoField } from '../fields/simple-fields.ts';
import { Icon } from '../icons.tsx';
import { EMPTY_IMAGE, imageRefSchema } from '../image.ts';
import { type BlocksMetadata, languageOf, storeHref, storeOf } from '../metadata.ts';
import { blockBaseSchema, hexColourSchema, Img, linkSchema, Section } from './shared.tsx';
import { SOCIAL_LABELS, SOCIAL_NETWORKS, socialLinkSchema } from './social.ts';
import { SocialLinks } from './social-links.tsx';

export const headerPropsSchema = blockBaseSchema.extend({
  companyName: z.string().trim().max(80).default(''),
  showCompanyName: z.boolean().default(true),
  logo: imageRefSchema.default(EMPTY_IMAGE),
  menuLinks: z.array(linkSchema).max(12).default([]),
  showSearch: z.boolean().default(true),
  showMobileMenu: z.boolean().default(true),
  /** Off for services businesses (salons, clinics) that take bookings, not carts. */
  showCart: z.boolean().default(true),
  socialLinks: z.array(socialLinkSchema).max(SOCIAL_NETWORKS.length).default([]),
  backgroundColour: hexColourSchema,
  textColour: hexColourSchema,
  layout: z.enum(['inline', 'centered']).default('inline'),
  coverImage: imageRefSchema.default(EMPTY_IMAGE),
  coverHeadline: z.string().max(120).default(''),
  coverText: z.string().max(300).default(''),
  coverButton: z
    .object({ label: z.string().max(40), href: z.string().max(500) })
    .default({ label: '', href: '' }),
});
export type HeaderProps = z.infer<typeof headerPropsSchema>;

export function hasCoverImage(props: Pick<HeaderProps, 'coverImage'>): boolean {
  return props.coverImage.url !== '';
}

export function Header(props: HeaderProps & { metadata?: BlocksMetadata }) {
  const store = storeOf(props.metadata);
  const lang = languageOf(props.metadata);
  const name = props.companyName || store.storeName;
  const cover = hasCoverImage(props);
  const style = {
    ...(props.backgroundColour ? { '--sk-header-bg': props.backgroundColour } : {}),
    ...(props.textColour ? { '--sk-header-fg': props.textColour } : {}),
  } as React.CSSProperties;
  const nav = (
    <nav aria-label={shopText(lang, 'menu')}>
      <ul className="sk-header-links">
        {props.menuLinks.map((link) => (
          <li key={`${link.label}-${link.href}`}>
            <a href={storeHref(store, link.href)}>{link.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
  const search = props.showSearch ? (
    // biome-ignore lint/a11y/useSemanticElements: the storefront contract's hook is form[role=search]; the <search> element is too new for older phones
    <form
      className="sk-search"
      role="search"
      aria-label={shopText(lang, 'search')}
      method="get"
      action={storeHref(store, '/search')}
      data-sk-search=""
    >
      <input
        type="search"
        name="q"
        placeholder={shopText(lang, 'searchLabel')}
        aria-label={shopText(lang, 'searchLabel')}
      />
      <button type="submit" aria-label={shopText(lang, 'search')}>
        <Icon name="search" size={18} />
      </button>
    </form>
  ) : null;
  return (
    <Section
      kind="header"
      effect={props.effect}
      className={`sk-header-${props.layout}${cover ? ' sk-header-has-cover' : ''}`}
      style={style}
      label="Header"
    >
      <div className="sk-header-bar">
        <div className="sk-wrap sk-header-row">
          {props.showMobileMenu ? (
            <details className="sk-mobile-menu">
              <summary aria-label={shopText(lang, 'menu')}>
                <Icon name="menu" size={22} />
              </summary>
              <div className="sk-mobile-panel">
                {search}
                <ul>
                  {props.menuLinks.map((link) => (
                    <li key={`${link.label}-${link.href}`}>
                      <a href={storeHref(store, link.href)}>{link.label}</a>
                    </li>
                  ))}
                </ul>
                <SocialLinks links={props.socialLinks} />
              </div>
            </details>
          ) : null}
          <a className="sk-brand" href={storeHref(store, '/')}>
            {props.logo.url ? (
              <Img image={props.logo} className="sk-logo" eager height={40} sizes="160px" />
            ) : null}
            {props.showCompanyName || !props.logo.url ? <span className="sk-brand-name">{name}</span> : null}
          </a>
          <div className="sk-header-nav">{nav}</div>
          <div className="sk-header-tools">
            {search}
            <SocialLinks links={props.socialLinks} />
            {props.showCart ? (
              <a
                className="sk-cart-link"
                href={storeHref(store, '/cart')}
                aria-label={shopText(lang, 'cart')}
                data-sk-cart-link=""
              >
                <Icon name="cart" size={20} />
                {/* The storefront script shows the count from the sk_cart_n cookie (pages are cached). */}
                <span className="sk-cart-count" data-sk-cart-count="" hidden />
              </a>
            ) : null}
          </div>
        </div>
      </div>
      {cover ? (
        <div className="sk-cover">
          <Img image={props.coverImage} className="sk-cover-img" eager />
          <div className="sk-cover-shade" />
          <div className="sk-wrap sk-cover-text">
            {props.coverHeadline ? <h1>{props.coverHeadline}</h1> : null}
            {props.coverText ? <p>{props.coverText}</p> : null}
            {props.coverButton.label ? (
              <a className="sk-button" href={storeHref(store, props.coverButton.href || '/')}>
                {props.coverButton.label}
              </a>
            ) : null}
          </div>
        </div>
      ) : null}
    </Section>
  );
}

export const headerDefaults: HeaderProps = headerPropsSchema.parse({
  menuLinks: [
    { label: 'Home', href: '/' },
    { label: 'Shop', href: '/categories' },
    { label: 'Contact', href: '/contact' },
  ],
});

export const headerConfig: ComponentConfig<HeaderProps> = {
  label: 'Header',
  defaultProps: headerDefaults,
  fields: {
    companyName: { type: 'text', label: 'Company name' },
    showCompanyName: yesNoField('Show company name'),
    logo: imageField('Logo', 'logo'),
    menuLinks: {
      type: 'array',
      label: 'Menu links',
      max: 12,
      arrayFields: { label: { type: 'text', label: 'Label' }, href: { type: 'text', label: 'Link' } },
      defaultItemProps: { label: 'New link', href: '/' },
      getItemSummary: (item) => item.label,
    },
    showSearch: yesNoField('Search'),
    showMobileMenu: yesNoField('Mobile menu'),
    showCart: yesNoField('Cart button'),
    socialLinks: {
      type: 'array',
      label: 'Social links',
      max: SOCIAL_NETWORKS.length,
      arrayFields: {
        network: selectField('Network', SOCIAL_LABELS),
        url: { type: 'text', label: 'Address' },
      },
      defaultItemProps: { network: 'instagram', url: 'https://instagram.com/' },
      getItemSummary: (item) => SOCIAL_LABELS[item.network],
    },
    backgroundColour: colourField('Background colour', { allowEmpty: true }),
    textColour: colourField('Text colour', { allowEmpty: true }),
    layout: selectField('Layout', {
      inline: 'Logo left, links inline',
      centered: 'Logo centred, links below',
    }),
    coverImage: imageField('Cover image', 'banner'),
    coverHeadline: { type: 'text', label: 'Cover headline' },
    coverText: { type: 'textarea', label: 'Cover text' },
    coverButton: {
      type: 'object',
      label: 'Cover button',
      objectFields: { label: { type: 'text', label: 'Label' }, href: { type: 'text', label: 'Link' } },
    },
    effect: defaultEffectField,
  },
  resolveFields: (data, params) => ({ ...params.fields, effect: placedEffectField('Header', data, params) }),
  render: ({ puck, ...props }) => <Header {...props} metadata={puck.metadata} />,
};
