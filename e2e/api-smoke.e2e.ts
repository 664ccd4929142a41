// The product as shipped, called from outside: the built server (started as `npm start` starts it)
// on a data folder of its own, on PGlite and, when TEST_DATABASE_URL reaches a PostgreSQL server, on
// a fresh database there. Every operation of /api/openapi.json is called as the demo store's owner
// and as each staff login and the platform admin, with the store's real ids; then the storefront
// pages. Any 5xx fails, and so does an operation missing from the smoke list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SLUG } from './support/demo-shop.ts';
import {
  type OpenApiDocument,
  operationKeys,
  type Session,
  type SmokePlan,
  smokeAs,
} from './support/smoke.ts';
import { SMOKE_CALLS } from './support/smoke-operations.ts';
import {
  firstValueOf,
  freshPostgresDatabase,
  listDemoIds,
  type OwnServer,
  signInAll,
  startOwnServer,
} from './support/smoke-setup.ts';

const SHOP = `/s/${DEMO_SLUG}`;

/** The shop pages a shopper opens, each answering 200: home, categories, a category, a product, search, cart, checkout. */
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
  for (const path of [
    SHOP,
    `${SHOP}/`,
    `${SHOP}/categories`,
    `${SHOP}/category/${ids.categoryId}`,
    `${SHOP}/product/${ids.productId}`,
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

interface Target {
  name: string;
  start: () => Promise<OwnServer & { drop?: () => Promise<void> }>;
}

const targets: Target[] = [{ name: 'PGlite', start: () => startOwnServer() }];
const postgres = await freshPostgresDatabase();
if (postgres)
  targets.push({
    name: 'PostgreSQL',
    start: async () => ({ ...(await startOwnServer(postgres.url)), drop: postgres.drop }),
  });

/** Both servers start at once (migrations and the demo store's seeding overlap), each awaited by its own suite. */
type Started = OwnServer & { drop?: () => Promise<void> };
let starting: Promise<Started>[] | undefined;
function started(target: Target): Promise<Started> {
  starting ??= targets.map((t) => {
    const promise = t.start();
    // Awaited by its own suite later; a failure is reported there, not as an unhandled rejection.
    promise.catch(() => {});
    return promise;
  });
  return starting[targets.indexOf(target)] as Promise<Started>;
}

// A server whose suite did not run (a filtered run) is stopped too.
afterAll(async () => {
  await Promise.all(
    (starting ?? []).map((promise) =>
      promise.then(
        async (server) => {
          await server.stop();
          await server.drop?.();
        },
        () => {},
      ),
    ),
  );
});

describe.each(targets)('the built product on $name', (target) => {
  let server: Started;
  let document: OpenApiDocument;
  let sessions: Session[];
  let plan: SmokePlan;

  beforeAll(async () => {
    server = await started(target);
    document = (await (await fetch(`${server.baseURL}/api/openapi.json`)).json()) as OpenApiDocument;
    sessions = await signInAll(server.baseURL);
    plan = {
      baseURL: server.baseURL,
      document,
      calls: SMOKE_CALLS,
      ids: await listDemoIds(server.baseURL, sessions),
    };
  });
  afterAll(async () => {
    await server?.stop();
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
        console.info(`${target.name}, ${session.role}, ${phase}:`, run.tally);
        findings.push(...run.findings);
      }
    expect(findings).toEqual([]);
  }, 300_000);
});
