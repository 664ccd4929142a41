// The product as shipped, called from outside: the built server (started as `npm start` starts it)
// with the demo store, on the database its file names (file-server.ts). Every operation of
// /api/openapi.json is called as the demo store's owner, as each staff login and as the platform
// admin, with the store's real ids; then the storefront pages. Any 5xx fails, and so does an
// operation missing from the smoke list.
import { beforeAll, describe, expect, it } from 'vitest';
import { baseURL } from './browser.ts';
import { DEMO_SLUG } from './demo-shop.ts';
import { type OpenApiDocument, operationKeys, type Session, type SmokePlan, smokeAs } from './smoke.ts';
import { SMOKE_CALLS } from './smoke-operations.ts';
import { firstValueOf, listDemoIds, signInAll } from './smoke-setup.ts';

const SHOP = `/s/${DEMO_SLUG}`;

/**
 * The shop pages a shopper opens, each answering 200: home, categories, a category, a product (at
 * its slug's address, where its id address moves), search, cart, checkout.
 */
async function storefrontFindings(plan: SmokePlan): Promise<string[]> {
  const { baseURL, ids } = plan;
  const findings: string[] = [];
  let cookie = '';
  const open = async (path: string, init: RequestInit = {}, expected = [200]) => {
    const reply = await fetch(`${baseURL}${path}`, {
      redirect: 'manual',
      ...init,
      headers: { cookie, origin: baseURL, ...(init.headers as Record<string, string>) },
    });
    const set = reply.headers.getSetCookie().map((c) => c.split(';')[0]);
    if (set.length) cookie = [cookie, ...set].filter(Boolean).join('; ');
    if (!expected.includes(reply.status))
      findings.push(`shopper: ${init.method ?? 'GET'} ${path} → ${reply.status}`);
    return reply;
  };
  // The product's older id address moves (301) to its page at its slug's address.
  const moved = await open(`${SHOP}/product/${ids.productId}`, {}, [301]);
  const productPage = moved.headers.get('location') ?? `${SHOP}/p/missing-location`;
  for (const path of [
    SHOP,
    `${SHOP}/`,
    `${SHOP}/categories`,
    `${SHOP}/category/${ids.categoryId}`,
    productPage,
    `${SHOP}/search?q=a`,
    `${SHOP}/sitemap.xml`,
    `${SHOP}/robots.txt`,
  ])
    await open(path);
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  await open(
    `${SHOP}/cart`,
    form({ action: 'add', productId: String(ids.productId), quantity: '1' }),
    [200, 303],
  );
  await open(`${SHOP}/cart`);
  await open(`${SHOP}/checkout`);
  const placed = await open(
    `${SHOP}/checkout`,
    form({
      idempotencyKey: crypto.randomUUID(),
      name: 'Smoke Shopper',
      mobile: '9876543210',
      fulfilment: 'DELIVERY',
      payment: 'COD',
      address: '1 Smoke Street',
      pincode: '110001',
      city: 'New Delhi',
      state: 'Delhi',
    }),
    [303, 400, 409],
  );
  const token = /\/order\/([^/?]+)/.exec(placed.headers.get('location') ?? '')?.[1];
  if (token) {
    ids.orderToken = token;
    await open(`${SHOP}/order/${token}`);
  }
  return findings;
}

/** The API smoke suite of one file, on the server its file started on `database`; skipped when that is not `available`. */
export function apiSmoke(database: 'PGlite' | 'PostgreSQL', available = true): void {
  describe.skipIf(!available)(`the built product on ${database}`, () => {
    let document: OpenApiDocument;
    let sessions: Session[];
    let plan: SmokePlan;

    beforeAll(async () => {
      document = (await (await fetch(`${baseURL()}/api/openapi.json`)).json()) as OpenApiDocument;
      sessions = await signInAll(baseURL());
      plan = {
        baseURL: baseURL(),
        document,
        calls: SMOKE_CALLS,
        ids: await listDemoIds(baseURL(), sessions),
      };
    });

    it('lists every operation of its API description in the smoke list', () => {
      expect(Object.keys(SMOKE_CALLS).sort()).toEqual(operationKeys(document).sort());
    });

    it('shows every storefront page of the demo store', async () => {
      expect(firstValueOf(plan.ids, 'productId')).toBeGreaterThan(0);
      expect(await storefrontFindings(plan)).toEqual([]);
    });

    it('answers every operation without a server error, as the owner, each staff role and the platform admin', async () => {
      const findings: string[] = [];
      for (const phase of ['keep', 'destructive'] as const)
        for (const session of sessions) {
          const run = await smokeAs(plan, session, { emptyBodies: session.role === 'owner', phase });
          console.info(`${database}, ${session.role}, ${phase}:`, run.tally);
          findings.push(...run.findings);
        }
      expect(findings).toEqual([]);
    }, 300_000);
  });
}
