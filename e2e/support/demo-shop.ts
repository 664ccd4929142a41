// The demo store's website, set up over the API for storefront runs (axe, Lighthouse, journeys):
// sign in as the demo owner, choose a shipped theme and publish it.
export const DEMO_OWNER = { email: 'demo@storekeep.in', password: 'demo1234' };
export const DEMO_SLUG = 'demo';
/** The grocery theme: the demo store is a kirana shop. */
export const DEMO_THEME = 'Fresh Basket';

export async function signInOverApi(baseURL: string, credentials = DEMO_OWNER): Promise<string> {
  const reply = await fetch(`${baseURL}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const cookie = reply.headers.getSetCookie().find((c) => c.startsWith('sk_session='));
  if (!reply.ok || !cookie) throw new Error(`sign-in failed: ${reply.status} ${await reply.text()}`);
  return cookie.split(';')[0] as string;
}

async function api<T>(baseURL: string, cookie: string, path: string, body?: object): Promise<T> {
  const reply = await fetch(`${baseURL}/api/v1${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!reply.ok) throw new Error(`${path}: ${reply.status} ${await reply.text()}`);
  return (await reply.json()) as T;
}

/** Publishes the shipped theme of that name as the demo store's website. */
export async function publishDemoTheme(baseURL: string, themeName = DEMO_THEME): Promise<void> {
  const cookie = await signInOverApi(baseURL);
  const { themes } = await api<{ themes: Array<{ themeId: number; name: string; isTemplate: boolean }> }>(
    baseURL,
    cookie,
    '/site/themes',
  );
  const theme = themes.find((t) => t.isTemplate && t.name === themeName);
  if (!theme) throw new Error(`no shipped theme named ${themeName}: ${themes.map((t) => t.name).join(', ')}`);
  await api(baseURL, cookie, '/site/select-theme', { themeId: theme.themeId, confirmReplace: true });
  await api(baseURL, cookie, '/site/publish', {});
}

/**
 * The demo store's facts as its merchant gives them in the walkthrough (what it sells, where, since
 * when, delivery, hours, a line about it), so the themes' story, facts and about sections show as a
 * merchant who answered sees them. The store keeps its name, logo and catalogue; no products are added.
 */
export const DEMO_SHOP_FACTS = {
  sells: 'Groceries, snacks and household needs',
  area: 'Jayanagar',
  city: 'Bengaluru',
  sinceYear: 1994,
  fulfilment: 'both',
  hours: '8 am to 10 pm, every day',
  about: 'A family kirana: staples weighed fresh, and home delivery within the neighbourhood.',
} as const;

export async function giveDemoShopFacts(baseURL: string, themeName = DEMO_THEME): Promise<void> {
  const cookie = await signInOverApi(baseURL);
  const { themes } = await api<{ themes: Array<{ themeId: number; name: string; isTemplate: boolean }> }>(
    baseURL,
    cookie,
    '/site/themes',
  );
  const theme = themes.find((t) => t.isTemplate && t.name === themeName);
  if (!theme) throw new Error(`no shipped theme named ${themeName}`);
  const { supplier } = await api<{ supplier: { storeName: string; storeLogoUrl: string | null } }>(
    baseURL,
    cookie,
    '/app-data',
  );
  await api(baseURL, cookie, '/site/walkthrough', {
    storeName: supplier.storeName,
    logoUrl: supplier.storeLogoUrl,
    themeId: theme.themeId,
    profile: DEMO_SHOP_FACTS,
    products: [],
  });
}

/** Ids of the demo store's products as the back office lists them (first page). */
export async function demoProductIds(baseURL: string): Promise<number[]> {
  const cookie = await signInOverApi(baseURL);
  const { products } = await api<{ products: Array<{ productId?: number }> }>(baseURL, cookie, '/products');
  return products.flatMap((p) => (p.productId === undefined ? [] : [p.productId]));
}

/**
 * A product's page under the store's base as the store links it, `/p/{slug}`: where the product's
 * older id address moves to (301), so the journeys need not know how slugs are made.
 */
export async function productPathOf(baseURL: string, productId: number, shop = `/s/${DEMO_SLUG}`) {
  const reply = await fetch(`${baseURL}${shop}/product/${productId}`, { redirect: 'manual' });
  const location = reply.headers.get('location');
  if (reply.status !== 301 || !location?.startsWith(`${shop}/p/`))
    throw new Error(`product ${productId} has no page in ${shop}: ${reply.status} ${location}`);
  return location.slice(shop.length);
}

export interface DemoProduct {
  productId: number;
  name: string;
  categoryId: number | null;
  /** Its page under the store's base, /p/{slug}. */
  path: string;
}

/** The first on-display goods of the demo catalogue (name order), given stock so shoppers can buy them. */
export async function stockedDemoProducts(baseURL: string, count: number): Promise<DemoProduct[]> {
  const cookie = await signInOverApi(baseURL);
  const { products } = await api<{
    products: Array<{
      productId?: number;
      productName: string;
      visibility: string;
      categoryId: number | null;
    }>;
  }>(baseURL, cookie, '/products');
  const chosen = products
    // The demo catalogue's own products (other journeys add uncategorised ones to the same store).
    .filter((p) => p.productId !== undefined && p.visibility === 'ON_DISPLAY' && p.categoryId !== null)
    .slice(0, count);
  const stocked: DemoProduct[] = [];
  for (const p of chosen) {
    const productId = p.productId as number;
    await api(baseURL, cookie, '/stock/adjustments', { productId, quantity: 50 });
    const path = await productPathOf(baseURL, productId);
    stocked.push({ productId, name: p.productName, categoryId: p.categoryId, path });
  }
  return stocked;
}
