// Server rendering of the blocks: the config without a window, every block and every theme page
// rendered, and how a page is composed (header, page blocks, footer, sticky footer) and found by address.
import { describe, expect, it } from 'vitest';
import { BLOCK_SCHEMAS, BLOCK_TYPES } from './block-schemas.ts';
import { answerCatalogueRequests, catalogueRequests } from './catalogue.ts';
import { puckConfig } from './config.tsx';
import { migrateSiteDocument } from './document.ts';
import { composePageData, pageForPath } from './page-data.ts';
import { renderBlocks, renderData, sampleStore as store } from './test-helpers.ts';
import { THEMES } from './themes/index.ts';
import { isUnfilled } from './unfilled.tsx';

describe('server rendering with Render from @puckeditor/core/rsc', () => {
  it('the config loads where there is no window or document (the server)', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    expect(Object.keys(puckConfig.components).sort()).toEqual([...BLOCK_TYPES].sort());
  });

  it.each(BLOCK_TYPES)('%s renders on the server with its default props', (type) => {
    const props = { ...puckConfig.components[type].defaultProps, id: `${type}-1` };
    expect(BLOCK_SCHEMAS[type].safeParse(props).success).toBe(true);
    const html = renderBlocks([{ type, props }], { store });
    expect(html).toContain('class="sk-site"');
    // A block still waiting for the merchant's content stays off the published page.
    if (isUnfilled(type, BLOCK_SCHEMAS[type].parse(props) as never))
      expect(html).not.toContain('data-block=');
    else if (type === 'MobileStickyFooter') expect(html).toContain('sk-sticky-bar');
    else expect(html).toContain(`data-block=`);
  });

  it.each(
    THEMES.flatMap((theme) =>
      migrateSiteDocument(theme.document).pages.map((page) => [theme.id, page.id] as const),
    ),
  )('theme %s page %s renders', (themeId, pageId) => {
    const theme = THEMES.find((candidate) => candidate.id === themeId);
    const site = migrateSiteDocument(theme?.document);
    const page = site.pages.find((candidate) => candidate.id === pageId);
    if (!theme || !page) throw new Error('fixture');
    const data = composePageData(site, page);
    const catalogue = answerCatalogueRequests(catalogueRequests(data.content), theme.demo);
    const html = renderData(data, { store, catalogue });
    expect(html).toContain('data-block="header"');
    expect(html).toContain('data-block="footer"');
    expect(html).toContain(`--sk-primary:${site.theme.colors.primary}`);
  });
});

describe('page composition', () => {
  const theme = THEMES.find((candidate) => candidate.id === 'masala-table');
  const site = migrateSiteDocument(theme?.document);

  it('puts header, page blocks, footer and sticky footer in order with the theme in the root', () => {
    const home = pageForPath(site, '');
    if (!home) throw new Error('home');
    const data = composePageData(site, home);
    const types = data.content.map((block) => block.type);
    expect(types[0]).toBe('Header');
    expect(types.slice(-2)).toEqual(['Footer', 'MobileStickyFooter']);
    expect(data.root.props?.theme).toEqual(site.theme);
  });

  it('the header cover image shows on the home page only', () => {
    const home = pageForPath(site, '');
    const menu = pageForPath(site, 'menu');
    if (!home || !menu) throw new Error('pages');
    expect(renderData(composePageData(site, home))).toContain('class="sk-cover"');
    expect(renderData(composePageData(site, menu))).not.toContain('class="sk-cover"');
  });

  it('a parallax effect moved off the first block renders as none-effect', () => {
    const home = pageForPath(site, '');
    if (!home) throw new Error('home');
    const [first, second] = home.content.content;
    if (!first || !second) throw new Error('blocks');
    const moved = {
      ...home,
      content: {
        ...home.content,
        content: [first, { ...second, props: { ...second.props, effect: 'parallax' } }],
      },
    } as typeof home;
    const html = renderData(composePageData(site, moved));
    expect(html).not.toContain('sk-fx-parallax" data-block="amenities"');
    const onFirst = {
      ...home,
      content: { ...home.content, content: [{ ...first, props: { ...first.props, effect: 'parallax' } }] },
    } as typeof home;
    expect(renderData(composePageData(site, onFirst))).toContain('sk-fx sk-fx-parallax');
  });

  it('finds static and custom pages by address and home by the empty path', () => {
    expect(pageForPath(site, '')?.kind).toBe('home');
    expect(pageForPath(site, 'menu')?.title).toBe('Menu');
    expect(pageForPath(site, 'nope')).toBeUndefined();
    expect(pageForPath(site, 'product')).toBeUndefined();
  });
});
