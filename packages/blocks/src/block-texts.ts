// Which of a block's texts the merchant may give per language, with the label the editor shows
// and the base field's length limit (a text in a list is named `slides.*.heading`, the `*` its
// place). A rich text's body is one of them, sanitised per language as its base body is. Links,
// pictures, codes, addresses and custom HTML stay one text for every language.
import type { BlockTextCleaners, BlockTextLimits } from '@storekeep/domain/block-translations';
import type { BlockType } from './block-schemas.ts';
import { RICH_TEXT_MAX_LENGTH, richTextTranslation } from './sanitize.ts';

export interface TranslatableText {
  label: string;
  max: number;
  /** A textarea in the editor rather than one line. */
  long?: boolean;
  /** A name or a quote: never read as one of the platform's words ("Home" may be a store's name). */
  ownWordsOnly?: boolean;
  /** Rich text (HTML): edited with the rich-text editor, sanitised before it is stored. */
  richText?: boolean;
}

export const BLOCK_TEXTS: Record<BlockType, Record<string, TranslatableText>> = {
  Header: {
    companyName: { label: 'Store name', max: 80, ownWordsOnly: true },
    coverHeadline: { label: 'Cover headline', max: 120 },
    coverText: { label: 'Cover text', max: 300, long: true },
    'coverButton.label': { label: 'Cover button', max: 40 },
    'menuLinks.*.label': { label: 'Menu link', max: 60 },
  },
  BannerCarousel: {
    'slides.*.heading': { label: 'Slide heading', max: 120 },
    'slides.*.text': { label: 'Slide text', max: 300, long: true },
    'slides.*.buttonLabel': { label: 'Slide button', max: 40 },
  },
  ImageGallery: {
    heading: { label: 'Heading', max: 120 },
    'images.*.caption': { label: 'Caption', max: 120 },
  },
  ImageWithText: {
    eyebrow: { label: 'Small line above', max: 60 },
    heading: { label: 'Heading', max: 120 },
    text: { label: 'Text', max: 1000, long: true },
    buttonLabel: { label: 'Button', max: 40 },
  },
  RichText: {
    html: { label: 'Text', max: RICH_TEXT_MAX_LENGTH, long: true, richText: true, ownWordsOnly: true },
  },
  Video: {
    heading: { label: 'Heading', max: 120 },
    title: { label: 'Title (for screen readers)', max: 120 },
  },
  Map: {
    heading: { label: 'Heading', max: 120 },
    hours: { label: 'Opening hours', max: 200 },
  },
  Amenities: {
    heading: { label: 'Heading', max: 120 },
    intro: { label: 'Intro', max: 300, long: true },
    'items.*.title': { label: 'Item title', max: 80 },
    'items.*.text': { label: 'Item text', max: 300, long: true },
    'items.*.detail': { label: 'Item detail', max: 60 },
  },
  Testimonials: {
    heading: { label: 'Heading', max: 120 },
    'items.*.quote': { label: 'Review', max: 600, long: true, ownWordsOnly: true },
    'items.*.place': { label: 'Place', max: 80, ownWordsOnly: true },
  },
  DiscountOffer: {
    heading: { label: 'Heading', max: 120 },
    text: { label: 'Text', max: 300, long: true },
  },
  FeaturedCategories: { heading: { label: 'Heading', max: 120 } },
  FeaturedProducts: { heading: { label: 'Heading', max: 120 } },
  CustomHtml: { title: { label: 'Title (for screen readers)', max: 120 } },
  ContactForm: {
    heading: { label: 'Heading', max: 120 },
    intro: { label: 'Intro', max: 300, long: true },
    submitLabel: { label: 'Button', max: 40 },
  },
  Footer: {
    about: { label: 'About the store', max: 400, long: true },
    'columns.*.title': { label: 'Column title', max: 40 },
    'columns.*.links.*.label': { label: 'Link', max: 60 },
    copyright: { label: 'Copyright line', max: 160 },
  },
  MobileStickyFooter: { 'items.*.label': { label: 'Shortcut', max: 20 } },
};

/** The limits the domain's schema checks a block's translations against. */
export function blockTextLimits(type: BlockType): BlockTextLimits {
  return Object.fromEntries(Object.entries(BLOCK_TEXTS[type]).map(([path, text]) => [path, text.max]));
}

/** What each of the block's texts goes through before it is stored, as its base field does. */
export function blockTextCleaners(type: BlockType): BlockTextCleaners {
  return Object.fromEntries(
    Object.entries(BLOCK_TEXTS[type])
      .filter(([, text]) => text.richText)
      .map(([path]) => [path, richTextTranslation]),
  );
}

/** Every concrete path of the block's translatable texts with its base text (lists expanded). */
export function blockTextsOf(
  type: BlockType,
  props: Record<string, unknown>,
): Array<{ path: string; pattern: string; base: string }> {
  const out: Array<{ path: string; pattern: string; base: string }> = [];
  const walk = (value: unknown, parts: string[], at: string[], pattern: string) => {
    const [head, ...rest] = parts;
    if (head === undefined) {
      if (typeof value === 'string') out.push({ path: at.join('.'), pattern, base: value });
      return;
    }
    if (head === '*') {
      if (Array.isArray(value))
        for (const [index, item] of value.entries()) walk(item, rest, [...at, String(index)], pattern);
      return;
    }
    if (value !== null && typeof value === 'object')
      walk((value as Record<string, unknown>)[head], rest, [...at, head], pattern);
  };
  for (const pattern of Object.keys(BLOCK_TEXTS[type])) walk(props, pattern.split('.'), [], pattern);
  return out;
}
