// Between the stored site document and Puck's Data: what the storefront renders for a page
// (header + page + footer + sticky footer, theme in the root) and what the editor edits.
import type { Data } from '@puckeditor/core';
import { blocksInLanguage, type ShopperLanguage } from './block-language.ts';
import type { BlockPropsMap } from './block-schemas.ts';
import type { FragmentName, PageKind, SiteDocument, SitePage, StoredBlock } from './document.ts';
import { allowedEffect } from './effects.ts';
import { EMPTY_IMAGE } from './image.ts';
import type { RootProps } from './root-config.tsx';

export type SiteData = Data<BlockPropsMap, RootProps>;
type Content = SiteData['content'];

export function findPage(site: SiteDocument, pageId: string): SitePage | undefined {
  return site.pages.find((page) => page.id === pageId);
}

/** The page a storefront path shows: '' is home; templates are found by kind. */
export function pageForPath(site: SiteDocument, slug: string): SitePage | undefined {
  if (slug === '') return site.pages.find((page) => page.kind === 'home');
  return site.pages.find((page) => (page.kind === 'static' || page.kind === 'custom') && page.slug === slug);
}

export function pageOfKind(site: SiteDocument, kind: Exclude<PageKind, 'static' | 'custom'>): SitePage {
  const page = site.pages.find((candidate) => candidate.kind === kind);
  if (!page) throw new Error(`The site has no ${kind} page`);
  return page;
}

export function toContent(blocks: StoredBlock[]): Content {
  return blocks as Content;
}

/** Stored effects the rules no longer allow at a block's place render as none-effect. */
function withAllowedEffects(blocks: StoredBlock[], firstIsFirstSection: boolean): StoredBlock[] {
  return blocks.map((block, index) => {
    const effect = allowedEffect(block.props.effect, {
      blockIndex: firstIsFirstSection ? index : index + 1,
      isHeaderWithCoverImage: block.type === 'Header' && block.props.coverImage.url !== '',
    });
    return effect === block.props.effect
      ? block
      : ({ ...block, props: { ...block.props, effect } } as StoredBlock);
  });
}

/** The header's cover image belongs to the home page; every other page shows the bar alone. */
function headerForPage(blocks: StoredBlock[], page: SitePage): StoredBlock[] {
  if (page.kind === 'home') return blocks;
  return blocks.map((block) =>
    block.type === 'Header' && block.props.coverImage.url !== ''
      ? { ...block, props: { ...block.props, coverImage: EMPTY_IMAGE } }
      : block,
  );
}

/**
 * Everything a shopper sees on one page, ready for Puck's <Render>: with `shopper`, the blocks'
 * texts in the shopper's language (block-language.ts); without, as the merchant typed them.
 */
export function composePageData(site: SiteDocument, page: SitePage, shopper?: ShopperLanguage): SiteData {
  const inLanguage = (blocks: StoredBlock[]) => (shopper ? blocksInLanguage(blocks, shopper) : blocks);
  const header = withAllowedEffects(headerForPage(inLanguage(site.fragments.header.content), page), true);
  return {
    root: { props: { theme: site.theme, title: page.title } },
    content: [
      ...toContent(header),
      ...toContent(withAllowedEffects(inLanguage(page.content.content), true)),
      ...toContent(withAllowedEffects(inLanguage(site.fragments.footer.content), false)),
      ...toContent(inLanguage(site.fragments.mobileStickyFooter.content)),
    ],
  };
}

/** What the page editor edits: the theme as root props and the page's own blocks. */
export function pageEditorData(site: SiteDocument, page: SitePage): SiteData {
  return {
    root: { props: { theme: site.theme, title: page.title } },
    content: toContent(page.content.content),
  };
}

/** What a fragment editor (header, footer, sticky footer) edits. */
export function fragmentEditorData(site: SiteDocument, fragment: FragmentName): SiteData {
  return { root: { props: { theme: site.theme } }, content: toContent(site.fragments[fragment].content) };
}

/**
 * The unparsed document after an editor change: the page's blocks and the theme from the root.
 * Run it through siteDocumentSchema (or migrateSiteDocument) before storing.
 */
export function applyPageEditorData(
  site: SiteDocument,
  pageId: string,
  data: { root: { props?: Partial<RootProps> }; content: unknown[] },
): unknown {
  return {
    ...site,
    theme: data.root.props?.theme ?? site.theme,
    pages: site.pages.map((page) =>
      page.id === pageId ? { ...page, content: { root: page.content.root, content: data.content } } : page,
    ),
  };
}

export function applyFragmentEditorData(
  site: SiteDocument,
  fragment: FragmentName,
  data: { root: { props?: Partial<RootProps> }; content: unknown[] },
): unknown {
  return {
    ...site,
    theme: data.root.props?.theme ?? site.theme,
    fragments: {
      ...site.fragments,
      [fragment]: { root: site.fragments[fragment].root, content: data.content },
    },
  };
}
