// Small helpers for the categories API tests: calls, a tree builder and multipart bodies.
import type { CategoryChangeReply, CategoryTreeReply } from '@storekeep/domain/category-api';
import { and, eq } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import type { Harness } from '../../test/harness.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function caller(h: Harness, cookie: string) {
  return (method: Method, url: string, payload?: object) =>
    h.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
}

export type Call = ReturnType<typeof caller>;

export async function tree(call: Call): Promise<CategoryTreeReply> {
  const reply = await call('GET', '/categories');
  if (reply.statusCode !== 200) throw new Error(`tree: ${reply.statusCode} ${reply.body}`);
  return reply.json();
}

export async function create(call: Call, name: string, parentId: number | null = null): Promise<number> {
  const reply = await call('POST', '/categories', { name, parentId });
  if (reply.statusCode !== 201) throw new Error(`create ${name}: ${reply.statusCode} ${reply.body}`);
  return (reply.json() as CategoryChangeReply).categoryId as number;
}

export const byName = (reply: CategoryTreeReply, name: string) => {
  const found = reply.categories.find((c) => c.name === name);
  if (!found) throw new Error(`no category ${name}`);
  return found;
};

export async function addProduct(h: Harness, supplierId: number, categoryId: number | null, name: string) {
  const [row] = await h.database.db
    .insert(t.products)
    .values({ supplierId, categoryId, name })
    .returning({ productId: t.products.productId });
  return row?.productId as number;
}

export async function productOf(h: Harness, supplierId: number, productId: number) {
  const [row] = await h.database.db
    .select({ categoryId: t.products.categoryId, isOnDisplay: t.products.isOnDisplay })
    .from(t.products)
    .where(and(eq(t.products.supplierId, supplierId), eq(t.products.productId, productId)));
  return row;
}

export type Part = { name: string; value: string } | { name: string; filename: string; content: Buffer };

/** A multipart/form-data body, the way a browser's FormData sends it. */
export function multipart(parts: readonly Part[]) {
  const boundary = `----storekeep${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('filename' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        part.content,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
