// The legacy apps' contract (issue: the field apps keep working), written from the spec: one row per
// call path the spec names (legacy-rows/*.ts), called on the built server as a field app calls it,
// signed in through the legacy sign-in. Each row must answer JSON (never the admin app's page),
// carry the reply fields the spec names, answer 401 in the envelope without a session, and, where
// the row gives a bad-input variant, the spec's message letter for letter.
import { request as httpRequest } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseURL } from './browser.ts';
import { DEMO_OWNER } from './demo-shop.ts';
import { postJsonAs, spareCategory, unconfirmedOrder } from './legacy-contract-data.ts';
import { ROWS as CATEGORY_ROWS } from './legacy-rows/categories.ts';
import { ROWS as FIELD_DATA_ROWS } from './legacy-rows/field-data.ts';
import { ROWS as ORDER_ROWS } from './legacy-rows/orders.ts';
import { ROWS as SESSION_ROWS } from './legacy-rows/session.ts';
import { ROWS as WEBSITE_ROWS } from './legacy-rows/website.ts';
import {
  heavyPng,
  TOO_HEAVY,
  TRIES,
  textFile,
  uploadByCurl,
  uploadByFetch,
  uploadsByChromium,
  WRONG_EXTENSION,
} from './legacy-upload-clients.ts';
import type { DemoIds } from './smoke-operations.ts';
import { DEMO_LOGINS, listDemoIds, signInAll } from './smoke-setup.ts';

export type { DemoIds } from './smoke-operations.ts';

/** The demo store's ids, and an order of its own the contract makes to edit and confirm. */
export type ContractIds = DemoIds & {
  unconfirmedOrderId: number;
  /** A category the contract adds to rename and delete, and the tree (with it) as nested id lists. */
  spareCategoryId: number;
  categoryTree: string;
  categoryStamp: number;
  /** An image the contract uploads and crops, for getCropperData. */
  croppedImageId: number;
};
type Fields = (ids: ContractIds) => Record<string, string>;

export interface LegacyRow {
  /**
   * As the spec writes it, e.g. 'GET /marketplace/vendor-api/getVendorAppData.ns'; a php file's
   * action goes in `query` ({ action: 'getDomainName' }) or in the call ('…common_api.php?action=…');
   * `{supplierId}` or another id name in the path is the demo store's id of that name.
   */
  call: string;
  /** Query / form / JSON body; functions receive the demo store's ids (e2e/support/demo-shop.ts). */
  query?: Fields;
  form?: Fields;
  json?: (ids: ContractIds) => unknown;
  /** Reply fields the spec names, as dotted paths: 'isSuccess', 'appData.allPermission', 'data.0.imgURL'. */
  fields: string[] | ((ids: ContractIds) => string[]);
  /**
   * Optional expected message texts (spec's letter for letter) for a bad-input variant: its query
   * is laid over the row's, its form replaces the row's; errorMsg (or error) must equal message.
   */
  refusal?: { query?: Fields; form?: Fields; message: string };
  /** Called without a session (the sign-in calls): no 401 check. */
  public?: true;
  /** Called as the demo platform admin (signed in through login.service) instead of the owner. */
  asAdmin?: true;
  /** Called as the demo delivery boy (signed in through signin.service) instead of the owner. */
  asDeliveryBoy?: true;
  /** Sends a small PNG as the multipart file field uploadedImageFile (on the row's own method). */
  upload?: true;
  /** Sends the session as the apps' token (Authorization: Bearer), as GETs that change data need. */
  appToken?: true;
  /**
   * Makes the data the row reads just before it is called (the rows before it may have replaced
   * the site or changed the category tree), through the admin API as the owner.
   */
  prepare?: (base: string, ownerCookie: string, ids: ContractIds) => Promise<void>;
}

/** A 1 × 1 PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

function multipartBody(): { body: Buffer; contentType: string } {
  const boundary = `----legacycontract${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="uploadedImageFile"; filename="tiny.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    TINY_PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** An HTTP call that may carry a body on GET (fetch refuses one; the apps send it). */
function send(url: URL, method: string, headers: Record<string, string>, body?: string | Buffer) {
  return new Promise<{ status: number; contentType: string; text: string }>((resolve, reject) => {
    const request = httpRequest(url, { method, headers }, (reply) => {
      let text = '';
      reply.setEncoding('utf8');
      reply.on('data', (chunk) => {
        text += chunk;
      });
      reply.on('end', () =>
        resolve({ status: reply.statusCode ?? 0, contentType: reply.headers['content-type'] ?? '', text }),
      );
    });
    request.on('error', reject);
    request.end(body);
  });
}

export const LEGACY_ROWS: readonly LegacyRow[] = [
  ...SESSION_ROWS,
  ...ORDER_ROWS,
  ...WEBSITE_ROWS,
  ...FIELD_DATA_ROWS,
  ...CATEGORY_ROWS,
];

/** One unknown path under each legacy prefix and php file: each must answer the JSON 404. */
const UNKNOWN_PATHS = [
  '/marketplace/contract/unknown',
  '/marketplace/contract/unknown.service',
  '/vendorapis/contract/unknown',
  '/omni_ns/contract/unknown',
  '/marketplace/static/php/web/contract-unknown.php',
  '/smsapi.php?action=contract-unknown',
  '/common_api.php',
  '/walkThroughApi.php',
  '/cmsapi.php',
  '/mpstatic/contract/unknown.js',
  '/mpstatic/jd-angular/client/lang/xx/translation.json',
  '/mpstatic/jd-angular/client/lang/hi/contract-unknown.json',
];

/** The apps' header: their calls come with it (decision 0155), so state-changing calls pass. */
const APP_HEADERS = { 'x-requested-with': 'XMLHttpRequest', accept: 'application/json' };

interface Answer {
  status: number;
  contentType: string;
  body: unknown;
  text: string;
}

/** The value at a dotted path ('data.0.imgURL'), or undefined when any step is missing. */
export function valueAt(reply: unknown, path: string): unknown {
  let value: unknown = reply;
  for (const step of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}

async function callRow(
  base: string,
  row: LegacyRow,
  ids: ContractIds,
  cookie: string | null,
  variant: { query?: Fields; form?: Fields } = row,
): Promise<Answer> {
  const [method = 'GET', call = '/'] = row.call.split(' ');
  // An id in the path ('/vendorapis/supplier/{supplierId}/taxes') is the demo store's.
  const target = call.replace(/\{(\w+)\}/g, (_, key: string) => String(ids[key as keyof ContractIds]));
  const url = new URL(target, base);
  // A refusal's query changes the row's (a php file's action stays).
  const query = { ...row.query?.(ids), ...(variant === row ? {} : variant.query?.(ids)) };
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const headers: Record<string, string> = { ...APP_HEADERS };
  if (cookie && row.appToken) headers.authorization = `Bearer ${cookie.slice(cookie.indexOf('=') + 1)}`;
  else if (cookie) headers.cookie = cookie;
  let body: string | Buffer | undefined;
  const form = variant.form?.(ids);
  if (variant === row && row.upload) {
    const upload = multipartBody();
    headers['content-type'] = upload.contentType;
    body = upload.body;
  } else if (form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(form).toString();
  } else if (variant === row && row.json) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(row.json(ids));
  }
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  const reply = await send(url, method, headers, body);
  let parsed: unknown;
  try {
    parsed = JSON.parse(reply.text);
  } catch {
    parsed = undefined;
  }
  return { ...reply, body: parsed };
}

/** Signs in as a field app does (form post), answering the session cookie it was given. */
export async function legacySignIn(
  base: string,
  path: string,
  credentials: { email: string; password: string },
) {
  const reply = await fetch(new URL(path, base), {
    method: 'POST',
    headers: { ...APP_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      username: credentials.email,
      password: credentials.password,
      selectedUI: 'app',
    }),
  });
  const cookie = reply.headers.getSetCookie().find((c) => c.startsWith('sk_session='));
  if (!reply.ok || !cookie) throw new Error(`legacy sign-in failed: ${reply.status} ${await reply.text()}`);
  return cookie.split(';')[0] as string;
}

async function approvedTemplate(base: string, adminCookie: string): Promise<number> {
  const category = await postJsonAs(base, adminCookie, '/api/v1/admin/template-categories', {
    name: `Contract ${Date.now()}`,
  });
  const template = await postJsonAs(base, adminCookie, '/api/v1/admin/product-templates', {
    templateCategoryId: category.templateCategoryId,
    name: 'Contract Atta 1 kg',
    isApproved: true,
  });
  return template.templateId as number;
}

/** What is wrong with one row's answers (empty when it keeps the contract). */
async function rowFindings(
  base: string,
  row: LegacyRow,
  ids: ContractIds,
  cookie: string,
): Promise<string[]> {
  const findings: string[] = [];
  await row.prepare?.(base, cookie, ids);
  const answer = await callRow(base, row, ids, row.public ? null : cookie);
  const label = row.call;
  if (answer.status >= 500) findings.push(`${label} → ${answer.status} ${answer.text.slice(0, 200)}`);
  if (!answer.contentType.startsWith('application/json') || answer.body === undefined)
    findings.push(`${label} answered ${answer.contentType || 'no content type'}, not JSON`);
  for (const field of typeof row.fields === 'function' ? row.fields(ids) : row.fields)
    if (valueAt(answer.body, field) === undefined)
      findings.push(`${label} has no ${field}: ${answer.text.slice(0, 200)}`);
  if (!row.public) {
    const anonymous = await callRow(base, row, ids, null);
    if (anonymous.status !== 401 || valueAt(anonymous.body, 'isSuccess') !== false)
      findings.push(`${label} without a session → ${anonymous.status} ${anonymous.text.slice(0, 120)}`);
  }
  if (row.refusal) {
    const refused = await callRow(base, row, ids, row.public ? null : cookie, row.refusal);
    const message = valueAt(refused.body, 'errorMsg') ?? valueAt(refused.body, 'error');
    if (message !== row.refusal.message)
      findings.push(
        `${label} refused with ${JSON.stringify(message)}, not ${JSON.stringify(row.refusal.message)}`,
      );
  }
  return findings;
}

/** The contract suite of one file, on the server its file started on `database`. */
export function legacyContract(database: 'PGlite' | 'PostgreSQL', available = true): void {
  describe.skipIf(!available)(`the legacy apps' calls on the built product on ${database}`, () => {
    let ids: ContractIds;
    let ownerCookie: string;
    let adminCookie: string;
    let deliveryCookie: string;

    beforeAll(async () => {
      const sessions = await signInAll(baseURL());
      const owner = sessions.find((session) => session.role === 'owner')?.cookie ?? '';
      ids = {
        ...(await listDemoIds(baseURL(), sessions)),
        unconfirmedOrderId: 0,
        spareCategoryId: 0,
        categoryTree: '[]',
        categoryStamp: 0,
        croppedImageId: 0,
      };
      ids.unconfirmedOrderId = await unconfirmedOrder(baseURL(), owner, ids.productId);
      ids.spareCategoryId = await spareCategory(baseURL(), owner);
      // An approved template for createProductFromTemplateId (the demo has none approved).
      const adminSession = sessions.find((session) => session.role === 'platform admin')?.cookie ?? '';
      ids.templateId = await approvedTemplate(baseURL(), adminSession);
      ownerCookie = await legacySignIn(baseURL(), '/marketplace/supplier/signin.service', DEMO_OWNER);
      const admin = DEMO_LOGINS.find((login) => login.role === 'platform admin');
      if (!admin) throw new Error('no demo platform admin');
      adminCookie = await legacySignIn(baseURL(), '/marketplace/login.service', admin);
      const deliveryBoy = DEMO_LOGINS.find((login) => login.role === 'delivery boy');
      if (!deliveryBoy) throw new Error('no demo delivery boy');
      deliveryCookie = await legacySignIn(baseURL(), '/marketplace/supplier/signin.service', deliveryBoy);
    });

    it('has one row per call path (a php file: one per action)', () => {
      const calls = LEGACY_ROWS.map((row) => {
        const action = row.query?.(ids).action;
        return action === undefined ? row.call : `${row.call} action=${action}`;
      });
      expect(calls.filter((call, i) => calls.indexOf(call) !== i)).toEqual([]);
    });

    it('answers every row with the spec’s fields, 401 without a session and the spec’s messages', async () => {
      const findings: string[] = [];
      for (const row of LEGACY_ROWS)
        findings.push(
          ...(await rowFindings(
            baseURL(),
            row,
            ids,
            row.asAdmin ? adminCookie : row.asDeliveryBoy ? deliveryCookie : ownerCookie,
          )),
        );
      expect(findings).toEqual([]);
    }, 300_000);

    it('answers a 3.6 MB PNG with the size message 20 of 20 times from curl, Node’s fetch and Chromium', async () => {
      const heavy = await heavyPng();
      expect(heavy.bytes.length).toBeGreaterThan(3.4 * 1024 * 1024);
      const base = baseURL();
      const curl: string[] = [];
      const nodeFetch: string[] = [];
      for (let i = 0; i < TRIES; i++) {
        // The apps' GET with a multipart body, and the POST, each half of the tries.
        curl.push(await uploadByCurl(base, ownerCookie, heavy, i % 2 === 0 ? 'GET' : 'POST'));
        nodeFetch.push(await uploadByFetch(base, ownerCookie, heavy));
      }
      const [chromium = [], chromiumWrong = []] = await uploadsByChromium(base, ownerCookie, [
        { file: heavy, tries: TRIES },
        { file: textFile(), tries: 1 },
      ]);
      const heavyEveryTime = Array<string>(TRIES).fill(TOO_HEAVY);
      expect({ curl, nodeFetch, chromium }).toEqual({
        curl: heavyEveryTime,
        nodeFetch: heavyEveryTime,
        chromium: heavyEveryTime,
      });
      // A file of another kind gets the extension message, from each client.
      expect([
        await uploadByCurl(base, ownerCookie, textFile(), 'GET'),
        await uploadByFetch(base, ownerCookie, textFile()),
        ...chromiumWrong,
      ]).toEqual([WRONG_EXTENSION, WRONG_EXTENSION, WRONG_EXTENSION]);
    }, 300_000);

    it('answers an unknown path under every legacy prefix with the JSON 404, never the admin app', async () => {
      const findings: string[] = [];
      for (const path of UNKNOWN_PATHS)
        for (const method of ['GET', 'POST']) {
          const reply = await fetch(new URL(path, baseURL()), {
            method,
            headers: { ...APP_HEADERS, cookie: ownerCookie },
          });
          const text = await reply.text();
          if (reply.status !== 404 || !text.startsWith('{') || !text.includes('"isSuccess":false'))
            findings.push(`${method} ${path} → ${reply.status} ${text.slice(0, 80)}`);
        }
      expect(findings).toEqual([]);
    });
  });
}
