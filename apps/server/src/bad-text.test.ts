// Every route of the OpenAPI document and every storefront route, sent a NUL byte and then a lone
// surrogate in each of its texts (body, query and path): the answer is a 400 naming a field (or
// the caller's 401/403/404), never a 5xx.
import { TEXT_MESSAGES } from '@storekeep/domain/text-input';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from './db/schema.ts';
import { createHarness, createStore, type Harness, login, type StoreFixture } from './test/harness.ts';
import { type ForeignIds, STOREFRONT_PROBES } from './test/tenancy-probes.ts';

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
}
interface Operation {
  parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const POISONS = [
  ['a NUL byte', 'Probe \u0000 text', TEXT_MESSAGES.nul],
  ['a lone surrogate', 'Probe \uD83C text', TEXT_MESSAGES.loneSurrogate],
] as const;

let h: Harness;
let store: StoreFixture;
let cookie: string;
let ids: Record<string, number>;
let storeSlug: string;

beforeAll(async () => {
  h = await createHarness();
  store = await createStore(h);
  cookie = await login(h, store.owner);
  const db = h.database.db;
  const [product] = await db
    .insert(t.products)
    .values({ supplierId: store.supplierId, name: 'Probe product', mrpPaise: 1000, pricePaise: 900 })
    .returning({ productId: t.products.productId });
  const [category] = await db
    .insert(t.categories)
    .values({ supplierId: store.supplierId, name: 'Probe shelf' })
    .returning({ categoryId: t.categories.categoryId });
  const [customer] = await db
    .insert(t.customers)
    .values({ supplierId: store.supplierId, name: 'Probe customer', mobileNumber: '9000000002' })
    .returning({ customerId: t.customers.customerId });
  ids = {
    productId: product?.productId as number,
    categoryId: category?.categoryId as number,
    customerId: customer?.customerId as number,
    outletId: store.outlets[0]?.outletId as number,
    accountId: store.outlets[0]?.accountIds[0] as number,
    supplierId: store.supplierId,
  };
  const [row] = await db.select().from(t.suppliers).where(sql`supplier_id = ${store.supplierId}`);
  storeSlug = (row as { storeSlug: string }).storeSlug;
  // The storefront answers only a published site.
  await h.app.inject({
    method: 'POST',
    url: '/api/v1/site/select-theme',
    headers: { cookie },
    payload: { themeId: 1 },
  });
  await h.app.inject({ method: 'POST', url: '/api/v1/site/publish', headers: { cookie } });
});
afterAll(() => h.close());

/** A request value for the schema with `text` in every string. */
function sample(schema: JsonSchema | undefined, text: string): unknown {
  if (!schema) return text;
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return sample(choices.find((c) => c.type !== 'null') ?? choices[0], text);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => sample(s, text)));
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  if (type === 'integer' || type === 'number')
    return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? 1);
  if (type === 'boolean') return true;
  if (type === 'array') return [sample(schema.items, text)];
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, sample(s, text)]));
  }
  return text;
}

/** Every string of a value replaced by `text`. */
function poisoned(value: unknown, text: string): unknown {
  if (typeof value === 'string') return text;
  if (Array.isArray(value)) return value.map((v) => poisoned(v, text));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poisoned(v, text)]));
  return value;
}

async function send(method: string, url: string, payload: unknown) {
  const reply = await h.app.inject({
    method: method as 'GET',
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  // A sign-out or password change ends the session the next call needs.
  if (url.startsWith('/api/v1/auth/')) cookie = await login(h, store.owner);
  return reply;
}

/**
 * What is wrong with the answer, or null. Never a 5xx; a request that carried the text gets a 400
 * naming a field with the message (the legacy app paths put the fields at the top), or the
 * caller's 401/403/404.
 */
function judge(reply: Awaited<ReturnType<typeof send>>, carried: boolean, message: string): string | null {
  if (reply.statusCode >= 500) return `answered ${reply.statusCode}: ${reply.body.slice(0, 200)}`;
  if (!carried || [401, 403, 404].includes(reply.statusCode)) return null;
  if (reply.statusCode !== 400) return `answered ${reply.statusCode}`;
  // A shopper's page says the refusal in the shop's frame.
  if (reply.headers['content-type']?.toString().startsWith('text/html')) {
    return reply.body.includes(message) ? null : 'answered 400 without the message';
  }
  const answer = reply.json() as {
    fields?: Record<string, string>;
    error?: { fields?: Record<string, string> };
  };
  const fields = answer.error?.fields ?? answer.fields ?? {};
  return Object.values(fields).includes(message)
    ? null
    : `answered 400 without naming the field: ${reply.body}`;
}

/** A lone surrogate cannot be percent-encoded: such a value goes in the path as plain text. */
function encoded(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return 'probe';
  }
}

function carries(url: string, payload: unknown, text: string): boolean {
  let inUrl = false;
  try {
    inUrl = decodeURIComponent(url).includes(text);
  } catch {}
  return inUrl || JSON.stringify(payload ?? null).includes(JSON.stringify(text).slice(1, -1));
}

describe.each(POISONS)('%s in every text', (_name, text, message) => {
  it('answers 400 naming the field on every API route, never 5xx', async () => {
    const document = (await h.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const problems: string[] = [];
    let tried = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const body = operation.requestBody?.content?.['application/json']?.schema;
        const query = (operation.parameters ?? []).filter((p) => p.in === 'query');
        const params = (operation.parameters ?? []).filter((p) => p.in === 'path');
        const hasText = body || query.length > 0 || params.some((p) => !(p.name in ids));
        if (!hasText) continue;
        tried++;
        let url = path;
        for (const p of params) {
          const value = ids[p.name] ?? (p.schema?.type === 'string' ? text : 1);
          url = url.replace(`{${p.name}}`, encoded(String(value)));
        }
        const search = new URLSearchParams(
          query.map((p): [string, string] => [p.name, String(sample(p.schema, text))]),
        );
        if (query.length > 0) url += `?${search}`;
        const payload = body ? sample(body, text) : undefined;
        const reply = await send(method.toUpperCase(), url, payload);
        const problem = judge(reply, carries(url, payload, text), message);
        if (problem) problems.push(`${method.toUpperCase()} ${path} ${problem}`);
      }
    }
    expect(tried).toBeGreaterThan(50);
    expect(problems).toEqual([]);
  }, 180_000);

  it('answers 400 naming the field on every storefront route, search included', async () => {
    const problems: string[] = [];
    const own = {
      ...ids,
      orderToken: text,
      paymentReference: text,
      productBarcode: text,
      productSlug: text,
    } as unknown as ForeignIds;
    for (const route of h.app.shopRoutes) {
      const probe = STOREFRONT_PROBES[`${route.method} ${route.url}`];
      let url = route.url.replace(':storeSlug', storeSlug);
      for (const [name, value] of Object.entries(probe?.params?.(own) ?? {}))
        url = url.replace(`:${name}`, encoded(String(value)));
      url += `?${new URLSearchParams({ q: text, ...(poisoned(probe?.query?.(own) ?? {}, text) as object) })}`;
      const body = probe?.body ? poisoned(probe.body(own), text) : undefined;
      const reply = await send(route.method, url, body);
      const problem = judge(reply, carries(url, body, text), message);
      if (problem) problems.push(`${route.method} ${route.url} ${problem}`);
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
