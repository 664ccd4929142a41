// A site's blocks in the shopper's language. Each translatable text (block-texts.ts), a rich
// text's body among them, shows the merchant's own text in that language when they gave one;
// else a text that is still one of the platform's own words (a theme's "Shop by category", a
// block's "Featured products", in any of the nine languages) shows in the shopper's language;
// else the base text as the merchant typed it. Nothing else is translated: what the merchant wrote is never changed by the platform.
import { blockTranslation } from '@storekeep/domain/block-translations';
import { escapeHtml } from '@storekeep/domain/html';
import type { LanguageCode } from '@storekeep/domain/languages';
import { keepSeoTranslations } from '@storekeep/domain/page-seo';
import { siteWordIn } from '@storekeep/domain/site-words';
import { BLOCK_TEXTS, blockTextsOf } from './block-texts.ts';
import type { SiteDocument, StoredBlock } from './document.ts';

export interface ShopperLanguage {
  language: LanguageCode;
  /** The store's name as shown (in the shopper's language) first, then its other forms. */
  storeNames?: readonly string[];
}

/** Sets the string at a dotted path of plain data, copying each object and list on the way. */
function withText(value: unknown, parts: string[], text: string): unknown {
  const [head, ...rest] = parts;
  if (head === undefined) return text;
  if (Array.isArray(value)) {
    const index = Number(head);
    return value.map((item, at) => (at === index ? withText(item, rest, text) : item));
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return { ...record, [head]: withText(record[head], rest, text) };
  }
  return value;
}

const decode = (text: string) =>
  text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** Rich text keeps the merchant's words; a line that is the platform's own ("About …", "Since …") follows the shopper. */
function richTextIn(html: string, shopper: ShopperLanguage): string {
  return html.replace(/>([^<]+)</g, (whole, text: string) => {
    const word = siteWordIn(decode(text), shopper.language, shopper.storeNames);
    return word === null ? whole : `>${escapeHtml(word)}<`;
  });
}

export function blockInLanguage(block: StoredBlock, shopper: ShopperLanguage): StoredBlock {
  let props: unknown = block.props;
  for (const { path, pattern, base } of blockTextsOf(block.type, block.props)) {
    const platformWord = BLOCK_TEXTS[block.type][pattern]?.ownWordsOnly
      ? null
      : siteWordIn(base, shopper.language, shopper.storeNames);
    const text = blockTranslation(block.props.translations, shopper.language, path) ?? platformWord;
    if (text !== null && text !== base) props = withText(props, path.split('.'), text);
  }
  if (block.type === 'RichText') {
    // The body in the shopper's language when the merchant gave one, else the base body.
    const body = (props as typeof block.props).html;
    const html = richTextIn(body, shopper);
    if (html !== body) props = { ...(props as object), html };
  }
  return props === block.props ? block : ({ ...block, props } as StoredBlock);
}

export function blocksInLanguage(blocks: StoredBlock[], shopper: ShopperLanguage): StoredBlock[] {
  return blocks.map((block) => blockInLanguage(block, shopper));
}

/**
 * The document a save stores: a block sent without its `translations` (an older editor, another
 * client) keeps the ones stored for the block of the same id in the same page or fragment, and a
 * page's SEO sent without its texts per language keeps those stored for the page of the same id.
 */
export function keepTranslations(stored: SiteDocument, incoming: SiteDocument): SiteDocument {
  const keep = (blocks: StoredBlock[], before: StoredBlock[]): StoredBlock[] => {
    const kept = new Map(before.map((block) => [block.props.id, block.props.translations]));
    return blocks.map((block) => {
      if (block.props.translations !== undefined) return block;
      const translations = kept.get(block.props.id);
      return translations === undefined
        ? block
        : ({ ...block, props: { ...block.props, translations } } as StoredBlock);
    });
  };
  const storedPage = new Map(stored.pages.map((page) => [page.id, page]));
  const fragment = (name: keyof SiteDocument['fragments']) => ({
    ...incoming.fragments[name],
    content: keep(incoming.fragments[name].content, stored.fragments[name].content),
  });
  return {
    ...incoming,
    pages: incoming.pages.map((page) => {
      const before = storedPage.get(page.id);
      return {
        ...page,
        seo: keepSeoTranslations(before?.seo, page.seo),
        content: { ...page.content, content: keep(page.content.content, before?.content.content ?? []) },
      };
    }),
    fragments: {
      header: fragment('header'),
      footer: fragment('footer'),
      mobileStickyFooter: fragment('mobileStickyFooter'),
    },
  };
}
