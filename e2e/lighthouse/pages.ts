// Which storefront pages `npm run lighthouse` measures: every shipped theme (or the ones
// LIGHTHOUSE_THEMES names) × home, category, search, product and cart (or LIGHTHOUSE_PAGES), and
// where each one is on the demo store once a theme is published.
import { THEMES } from '@storekeep/blocks/themes';
import { DEMO_SLUG, stockedDemoProducts } from '../support/demo-shop.ts';

export const PAGE_KINDS = ['home', 'category', 'search', 'product', 'cart'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export interface ThemeChoice {
  id: string;
  name: string;
}

/** The comma-separated names of `raw`, each checked against `known`; all of them when unset. */
function pick<T extends string>(variable: string, raw: string | undefined, known: readonly T[]): T[] {
  const names = (raw ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) return [...known];
  const unknown = names.filter((name) => !(known as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new Error(`${variable}: unknown ${unknown.join(', ')} (known: ${known.join(', ')})`);
  return known.filter((name) => names.includes(name));
}

export function chosenThemes(raw = process.env.LIGHTHOUSE_THEMES): ThemeChoice[] {
  const ids = pick(
    'LIGHTHOUSE_THEMES',
    raw,
    THEMES.map((theme) => theme.id),
  );
  return THEMES.filter((theme) => ids.includes(theme.id)).map(({ id, name }) => ({ id, name }));
}

export const chosenCategories = (raw = process.env.LIGHTHOUSE_CATEGORIES): Array<'performance' | 'seo'> =>
  pick('LIGHTHOUSE_CATEGORIES', raw, ['performance', 'seo'] as const);

export const chosenPages = (raw = process.env.LIGHTHOUSE_PAGES): PageKind[] =>
  pick('LIGHTHOUSE_PAGES', raw, PAGE_KINDS);

export interface PageTarget {
  kind: PageKind;
  url: string;
  /** Request headers Lighthouse sends (the cart page's cookie). */
  headers?: Record<string, string>;
  /** Kept out of search engines (noindex, robots.txt Disallow): cart and search results. */
  noindex: boolean;
}

/**
 * The URL of each page kind on the demo store: the category and product from its sitemap (so a
 * change of address shape is followed), a search for the first word of a stocked product's name,
 * and the cart holding that product (its cookie, as the cart form sets it).
 */
export async function pageTargets(baseURL: string, kinds: readonly PageKind[]): Promise<PageTarget[]> {
  const store = `${baseURL}/s/${DEMO_SLUG}`;
  const sitemap = await (await fetch(`${store}/sitemap.xml`)).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);
  const first = (segment: string) => {
    const url = locs.find((loc) => loc.includes(`/s/${DEMO_SLUG}/${segment}/`));
    if (!url) throw new Error(`the demo store's sitemap has no ${segment} page`);
    return url;
  };
  const [product] = await stockedDemoProducts(baseURL, 1);
  if (!product) throw new Error('the demo store has no product on display');
  const targets: PageTarget[] = [];
  for (const kind of kinds) {
    if (kind === 'home') targets.push({ kind, url: `${store}/`, noindex: false });
    else if (kind === 'category') targets.push({ kind, url: first('category'), noindex: false });
    else if (kind === 'product') targets.push({ kind, url: first('p'), noindex: false });
    else if (kind === 'search') {
      const word = product.name.split(/\s+/)[0] ?? product.name;
      targets.push({ kind, url: `${store}/search?q=${encodeURIComponent(word)}`, noindex: true });
    } else
      targets.push({
        kind,
        url: `${store}/cart`,
        headers: { cookie: await cartCookie(store, product.productId) },
        noindex: true,
      });
  }
  return targets;
}

async function cartCookie(store: string, productId: number): Promise<string> {
  const reply = await fetch(`${store}/cart`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action: 'add', productId: String(productId), quantity: '2' }),
  });
  if (!reply.ok) throw new Error(`adding to the cart: ${reply.status} ${await reply.text()}`);
  const cookies = reply.headers.getSetCookie().map((c) => c.split(';')[0] as string);
  if (cookies.length === 0) throw new Error('the cart form set no cookie');
  return cookies.join('; ');
}
