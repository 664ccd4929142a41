// The API smoke run: every operation of the product's OpenAPI document called as each demo login,
// with the demo store's real ids in its path and a minimal body or a real file (smoke-operations.ts
// says which), on the server of the calling file. A 5xx, a call that hangs, or a 2xx for an empty body that the
// schema says cannot be empty is a finding.
import type { DemoIds, SmokeCall, SmokeFile } from './smoke-operations.ts';

export interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number | boolean;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** `METHOD /path/{param}` of every operation the document lists. */
export function operationKeys(document: OpenApiDocument): string[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    METHODS.filter((method) => operations[method]).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

function resolveRef(document: OpenApiDocument, schema: Schema): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').at(-1) ?? '';
  return document.components?.schemas?.[name] ?? {};
}

/** The smallest value the schema accepts, as far as a schema without patterns can tell. */
export function sampleOf(document: OpenApiDocument, raw: Schema | undefined, depth = 0): unknown {
  if (!raw || depth > 8) return undefined;
  const schema = resolveRef(document, raw);
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const chosen = variants.find((v) => v.type !== 'null') ?? variants[0];
    return sampleOf(document, chosen, depth + 1);
  }
  if (schema.allOf)
    return Object.assign({}, ...schema.allOf.map((part) => sampleOf(document, part, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const name of schema.required ?? [])
        value[name] = sampleOf(document, schema.properties?.[name], depth + 1);
      return value;
    }
    case 'array': {
      const item = sampleOf(document, schema.items, depth + 1);
      return Array.from({ length: schema.minItems ?? 0 }, () => item);
    }
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number': {
      const low =
        schema.minimum ?? (typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : 1);
      return Math.min(Math.max(low, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return undefined;
  }
}

function sampleString(schema: Schema): string {
  switch (schema.format) {
    case 'email':
      return 'smoke@example.com';
    case 'date':
      return '2026-01-15';
    case 'date-time':
      return '2026-01-15T10:00:00.000Z';
    case 'uri':
      return 'https://example.com/smoke';
    case 'uuid':
      return crypto.randomUUID();
  }
  const text = 'Smoke'.padEnd(schema.minLength ?? 0, 'x');
  return schema.maxLength === undefined ? text : text.slice(0, schema.maxLength);
}

/** Whether the body schema names fields that must be there (an empty body must then be refused). */
function needsFields(document: OpenApiDocument, schema: Schema | undefined): boolean {
  if (!schema) return false;
  const resolved = resolveRef(document, schema);
  return (resolved.required?.length ?? 0) > 0;
}

export interface Session {
  role: string;
  cookie: string;
}

interface Reply {
  status: number;
  text: string;
}

const CALL_TIMEOUT_MS = 20_000;

async function send(
  baseURL: string,
  cookie: string,
  method: string,
  url: string,
  body: { contentType: string; value: unknown } | { file: SmokeFile; multipart: boolean } | null,
): Promise<Reply> {
  const headers: Record<string, string> = { cookie, origin: baseURL, accept: 'application/json' };
  let payload: string | FormData | Uint8Array<ArrayBuffer> | undefined;
  if (body && 'file' in body) {
    const { file } = body;
    if (body.multipart) {
      payload = new FormData();
      payload.append('uploadedImageFile', new Blob([file.bytes], { type: file.type }), file.name);
    } else {
      headers['content-type'] = file.type;
      payload = file.bytes;
    }
  } else if (body) {
    headers['content-type'] = body.contentType;
    payload =
      body.contentType === 'application/x-www-form-urlencoded'
        ? new URLSearchParams(
            Object.entries((body.value ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
          ).toString()
        : JSON.stringify(body.value ?? {});
  }
  try {
    const reply = await fetch(`${baseURL}${url}`, {
      method,
      headers,
      ...(payload === undefined ? {} : { body: payload }),
      redirect: 'manual',
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    return { status: reply.status, text: (await reply.text()).slice(0, 300) };
  } catch (error) {
    return { status: 0, text: String(error) };
  }
}

function fillPath(path: string, values: Record<string, string | number>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}} of ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The ids a path parameter of that name takes, when its operation does not say otherwise. */
function pathValues(ids: DemoIds): Record<string, string | number> {
  return {
    storeSlug: ids.storeSlug,
    orderId: ids.orderId,
    productId: ids.productId,
    customerId: ids.customerId,
    staffId: ids.staffId,
    outletId: ids.outletId,
    accountId: ids.accountId,
    categoryId: ids.categoryId,
    fieldId: ids.fieldId,
    templateId: ids.templateId,
    templateCategoryId: ids.templateCategoryId,
    importId: ids.importId,
    themeId: ids.themeId,
    pageId: ids.pageId,
    versionNo: ids.versionNo,
    domainId: ids.domainId,
    vendorId: ids.vendorId,
    purchaseOrderId: ids.purchaseOrderId,
    discountCodeId: ids.discountCodeId,
    token: ids.orderToken,
    reference: ids.paymentReference,
    position: 0,
    refundId: 1,
    provider: 'razorpay',
    type: 'OG_IMAGE',
    pincode: '110001',
    file: 'shop.js',
  };
}

export interface SmokePlan {
  baseURL: string;
  document: OpenApiDocument;
  calls: Record<string, SmokeCall>;
  ids: DemoIds;
}

/**
 * Calls the operations of one phase as this session: first every role calls the others ('keep'),
 * then every role the destructive ones in list order, sign-out last. Answers the findings.
 */
export async function smokeAs(
  plan: SmokePlan,
  session: Session,
  options: { emptyBodies: boolean; phase: 'keep' | 'destructive' },
) {
  const findings: string[] = [];
  /** How many calls answered each status class (2xx, 3xx, 4xx…), for the run's log. */
  const tally: Record<string, number> = {};
  const ordered = Object.keys(plan.calls).filter(
    (key) => Boolean(plan.calls[key]?.destructive) === (options.phase === 'destructive'),
  );
  for (const key of ordered) {
    const [method = 'GET', path = ''] = key.split(' ');
    const operation = plan.document.paths[path]?.[method.toLowerCase()];
    const call = plan.calls[key];
    if (!operation || !call) continue;
    const url = urlOf(plan, path, operation, call);
    const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
    const sendable =
      contentType === 'application/json' || contentType === 'application/x-www-form-urlencoded';
    const label = `${session.role}: ${method} ${url}`;
    const cookie = call.anonymous ? '' : session.cookie;
    if (sendable && options.emptyBodies && needsFields(plan.document, media?.schema)) {
      const empty = await send(plan.baseURL, cookie, method, url, { contentType, value: {} });
      if (empty.status < 400 || empty.status >= 500)
        findings.push(`${label} with an empty body → ${empty.status} ${empty.text}`);
    }
    const value = call.body ? call.body(plan.ids) : sampleOf(plan.document, media?.schema);
    const reply = await send(
      plan.baseURL,
      cookie,
      method,
      url,
      call.upload
        ? { file: await call.upload(), multipart: contentType === 'multipart/form-data' }
        : sendable
          ? { contentType, value }
          : call.body
            ? { contentType: 'application/json', value }
            : null,
    );
    if (reply.status === 0 || reply.status >= 500) findings.push(`${label} → ${reply.status} ${reply.text}`);
    if (process.env.SMOKE_DEBUG && reply.status >= 400)
      console.info(label, reply.status, reply.text.slice(0, 120));
    const kind = `${Math.floor(reply.status / 100)}xx`;
    tally[kind] = (tally[kind] ?? 0) + 1;
  }
  return { findings, tally };
}

function urlOf(plan: SmokePlan, path: string, operation: Operation, call: SmokeCall): string {
  const filled = fillPath(path, { ...pathValues(plan.ids), ...call.params?.(plan.ids) });
  const query: Record<string, string> = {};
  for (const parameter of operation.parameters ?? [])
    if (parameter.in === 'query' && parameter.required) {
      const value = sampleOf(plan.document, parameter.schema);
      if (value !== undefined) query[parameter.name] = String(value);
    }
  Object.assign(query, call.query?.(plan.ids));
  const search = new URLSearchParams(query).toString();
  return search ? `${filled}?${search}` : filled;
}
