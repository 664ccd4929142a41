// A theme's words replaced by the merchant's. A theme is written for a fictional shop: its
// headlines, story, opening hours, offers, reviews, menus, prices and picture captions describe
// that shop. When a store picks it, every text block is filled from what the merchant told the
// walkthrough (the shop profile) and the store's own data, with the platform's few fixed words
// (a heading, a button) in the store's language; a block whose facts the merchant has not given
// is emptied, so it stays off the published store (unfilled.ts) and shows "add your own" in the
// editor. The theme's pictures stay as its design, without the fictional captions.
import { escapeHtml } from '@storekeep/domain/html';
import type { LanguageCode } from '@storekeep/domain/languages';
import { placeOf, type ShopProfile, shopProfileText } from '@storekeep/domain/shop-profile';
import { shopText } from '@storekeep/domain/storefront-texts';
import type { AmenityItem } from '../blocks/amenities.tsx';
import type { SitePage, StoredBlock } from '../document.ts';
import type { ImageRef } from '../image.ts';

export interface OwnWordsContext {
  storeName: string;
  language: LanguageCode;
  profile: ShopProfile;
  /** Whether the site has a page at this path ("/about-us"). */
  hasPage: (path: string) => boolean;
}

type PropsOf<T extends StoredBlock['type']> = Extract<StoredBlock, { type: T }>['props'];
type Where = Pick<SitePage, 'kind' | 'slug'> | 'fragment';

/** The theme's picture kept as design: its caption and tooltip described the fictional shop. */
const plain = (image: ImageRef): ImageRef => ({ ...image, alt: '', tooltip: '' });

export function ownWordsWriter(ctx: OwnWordsContext) {
  const t = (key: Parameters<typeof shopProfileText>[1], vars?: Record<string, string | number>) =>
    shopProfileText(ctx.language, key, vars);
  const { profile } = ctx;
  const place = placeOf(profile);
  const since = profile.sinceYear === null ? '' : t('since', { year: profile.sinceYear });
  const aboutPath = ['/about-us', '/about', '/our-story'].find((path) => ctx.hasPage(path)) ?? null;
  let featuredProducts = 0;
  let factsOnHome = false;
  let storyWritten = false;

  /** The facts strip: delivery or pickup (and where), hours, since when. */
  const facts = (): AmenityItem[] => {
    const items: AmenityItem[] = [];
    if (profile.fulfilment !== null) {
      const title =
        profile.fulfilment === 'delivery'
          ? t('homeDelivery')
          : profile.fulfilment === 'pickup'
            ? t('pickup')
            : t('deliveryAndPickup');
      items.push({
        icon: profile.fulfilment === 'pickup' ? 'home' : 'truck',
        title,
        text: place,
        detail: '',
      });
    }
    if (profile.hours)
      items.push({ icon: 'clock', title: t('openingHours'), text: profile.hours, detail: '' });
    if (since) items.push({ icon: 'shield', title: since, text: '', detail: '' });
    return items;
  };

  /** The shop's story as rich text: its name, the merchant's line, what it sells and where. */
  const storyHtml = (): string => {
    const lines = [profile.about, [profile.sells, place].filter(Boolean).join(' — '), since].filter(
      (line) => line !== '',
    );
    if (lines.length === 0) return '';
    return `<h2>${escapeHtml(t('aboutStore', { name: ctx.storeName }))}</h2>${lines
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('')}`;
  };

  const write = (block: StoredBlock, where: Where): StoredBlock => {
    switch (block.type) {
      case 'Header': {
        const headline = profile.sells || '';
        const props: PropsOf<'Header'> = {
          ...block.props,
          coverImage: block.props.coverImage.url ? plain(block.props.coverImage) : block.props.coverImage,
          coverHeadline: headline,
          coverText: headline ? profile.about || place : '',
          coverButton: headline ? { label: t('shopNow'), href: '/categories' } : { label: '', href: '' },
        };
        return { ...block, props };
      }
      case 'Footer': {
        const props: PropsOf<'Footer'> = {
          ...block.props,
          about: profile.about,
          columns: block.props.columns.map((column) => ({
            ...column,
            title: column.links.some((link) => link.href.startsWith('/category/')) ? t('shop') : t('help'),
          })),
        };
        return { ...block, props };
      }
      case 'BannerCarousel': {
        // One slide with the theme's first picture, headed by what the shop sells.
        const first = block.props.slides[0];
        const props: PropsOf<'BannerCarousel'> = {
          ...block.props,
          slides:
            first && profile.sells
              ? [
                  {
                    image: plain(first.image),
                    heading: profile.sells,
                    text: profile.about || place,
                    buttonLabel: t('shopNow'),
                    buttonHref: '/categories',
                  },
                ]
              : [],
        };
        return { ...block, props };
      }
      case 'Amenities': {
        // A strip states the shop's facts; a list or cards held the fictional shop's menu or
        // services with their prices, which only the merchant can write.
        // The home page's first one states them too, whatever its layout.
        const onHome = where !== 'fragment' && where.kind === 'home';
        const withFacts = block.props.layout === 'strip' || (onHome && !factsOnHome);
        if (withFacts && onHome) factsOnHome = true;
        const props: PropsOf<'Amenities'> = {
          ...block.props,
          heading: '',
          intro: '',
          items: withFacts ? facts() : [],
        };
        return { ...block, props };
      }
      case 'FeaturedCategories':
        return { ...block, props: { ...block.props, heading: t('shopByCategory') } };
      case 'FeaturedProducts': {
        featuredProducts += 1;
        const onProductPage = where !== 'fragment' && where.kind === 'product-details';
        const heading = onProductPage ? t('youMayAlsoLike') : featuredProducts === 1 ? t('ourProducts') : '';
        return { ...block, props: { ...block.props, heading } };
      }
      case 'ImageWithText': {
        const text = profile.about;
        const linksToAbout =
          aboutPath !== null && (where === 'fragment' || `/${where.slug}` !== aboutPath) && text !== '';
        const props: PropsOf<'ImageWithText'> = {
          ...block.props,
          image: block.props.image.url ? plain(block.props.image) : block.props.image,
          eyebrow: text ? since : '',
          heading: text ? t('aboutStore', { name: ctx.storeName }) : '',
          text,
          buttonLabel: linksToAbout ? t('ourStory') : '',
          buttonHref: linksToAbout && aboutPath ? aboutPath : '',
        };
        return { ...block, props };
      }
      case 'RichText': {
        // The shop's story once, on a page of its own (or the home page when it has none).
        const onStoryPage =
          where !== 'fragment' &&
          (where.kind === 'static' || where.kind === 'custom' || where.kind === 'home') &&
          (aboutPath === null ? where.kind === 'home' : `/${where.slug}` === aboutPath);
        const html = onStoryPage && !storyWritten ? storyHtml() : '';
        if (html) storyWritten = true;
        return { ...block, props: { ...block.props, html } };
      }
      case 'Testimonials':
        return { ...block, props: { ...block.props, heading: t('reviews'), items: [] } };
      case 'ImageGallery':
        return { ...block, props: { ...block.props, heading: '', images: [] } };
      case 'Video':
        return { ...block, props: { ...block.props, url: '' } };
      case 'CustomHtml':
        // Custom HTML in a theme is the fictional shop's offer (a coupon code checkout cannot take).
        return { ...block, props: { ...block.props, textArea: '', title: '' } };
      case 'ContactForm': {
        const props: PropsOf<'ContactForm'> = {
          ...block.props,
          heading: t('contactUs'),
          intro: '',
          submitLabel: shopText(ctx.language, 'enquire'),
        };
        return { ...block, props };
      }
      case 'Map':
        return {
          ...block,
          props: { ...block.props, heading: t('visitUs'), hours: profile.hours },
        };
      default:
        return block;
    }
  };

  /** The home page's search-engine words from the profile; other pages fall back to their titles. */
  const seo = (page: SitePage): SitePage['seo'] => {
    if (page.kind !== 'home') return { title: '', keywords: '', description: '' };
    return {
      title: [ctx.storeName, [profile.sells, place].filter(Boolean).join(' · ')].filter(Boolean).join(' — '),
      keywords: [profile.sells, profile.area, profile.city].filter(Boolean).join(', '),
      description: profile.about || [profile.sells, place].filter(Boolean).join(' — '),
    };
  };

  return { write, seo };
}
