import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { UPLOAD_MESSAGES } from '@storekeep/domain/uploads';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { createHarness, createStore, type Harness, login } from '../../test/harness.ts';
import { byName, type Call, caller, create, multipart, type Part } from './test-support.ts';

let h: Harness;
let call: Call;
let cookie: string;
let categoryId: number;
let png: Buffer;
let jpeg: Buffer;

beforeAll(async () => {
  h = await createHarness();
  const store = await createStore(h);
  cookie = await login(h, store.owner);
  call = caller(h, cookie);
  categoryId = await create(call, 'Sweets');
  // A 600×400 picture: left half red, right half blue.
  const half = { width: 300, height: 400, channels: 3 } as const;
  const red = await sharp({ create: { ...half, background: '#ff0000' } })
    .png()
    .toBuffer();
  const blue = await sharp({ create: { ...half, background: '#0000ff' } })
    .png()
    .toBuffer();
  png = await sharp({ create: { width: 600, height: 400, channels: 4, background: '#ffffff00' } })
    .composite([
      { input: red, left: 0, top: 0 },
      { input: blue, left: 300, top: 0 },
    ])
    .png()
    .toBuffer();
  jpeg = await sharp(png).flatten({ background: '#ffffff' }).jpeg().toBuffer();
});
afterAll(() => h.close());

function stored(): string[] {
  try {
    return readdirSync(join(h.config.uploadsDir, 'categories'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name);
  } catch {
    return [];
  }
}

async function pendingUploads() {
  return rowsOf(await h.database.db.execute(sql`SELECT storage_key FROM pending_uploads`));
}

function upload(parts: Part[], id = categoryId) {
  const body = multipart(parts);
  return h.app.inject({
    method: 'POST',
    url: `/api/v1/categories/${id}/image`,
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
}

const file = (filename: string, content: Buffer): Part => ({ name: 'uploadedImageFile', filename, content });

/** A PNG whose header claims width × height pixels (the data behind it is a single row). */
function pngClaiming(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('category image (square, 200×200)', () => {
  it("keeps the cropped square at 200×200 and says 'Category Updated'", async () => {
    const reply = await upload([
      { name: 'x', value: '300' },
      { name: 'y', value: '0' },
      { name: 'width', value: '300' },
      { name: 'height', value: '300' },
      file('barfi.png', png),
    ]);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().message).toBe('Category Updated');
    const imageUrl = byName(reply.json().tree, 'Sweets').imageUrl as string;
    // A public URL of the shared storage (the storefront shows it without a session).
    expect(imageUrl).toMatch(new RegExp(`^/uploads/categories/\\d+/${categoryId}-[0-9a-f]+\\.png$`));
    const image = await h.app.inject({ method: 'GET', url: imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([200, 200]);
    // The crop was the blue right half.
    const { data } = await sharp(image.rawPayload).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]]).toEqual([0, 0, 255]);
    expect(stored()).toHaveLength(1);
  });

  it('centres a square when no crop is sent, and replaces the old file', async () => {
    const before = stored();
    const reply = await upload([file('ladoo.JPG', jpeg)]);
    expect(reply.statusCode).toBe(200);
    // The old file goes by a durable job, once the change has committed.
    expect(stored()).toHaveLength(2);
    await h.app.jobs.drain();
    const after = stored();
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(before[0]);
    expect(after[0]).toMatch(/\.jpg$/);
    const image = await h.app.inject({
      method: 'GET',
      url: byName(reply.json().tree, 'Sweets').imageUrl as string,
    });
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(200);
    // The session-scoped address of before 0009 still answers for older clients.
    const legacy = await call('GET', `/categories/${categoryId}/image`);
    expect([legacy.statusCode, legacy.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect(await pendingUploads()).toEqual([]);
  });

  it.each([
    ['a PNG renamed .exe', () => file('photo.exe', png), 'Image Format not supported'],
    [
      'an .exe renamed .png',
      () => file('setup.png', Buffer.from('MZ\x90\x00 this is a program')),
      'Image Format not supported',
    ],
    ['a PNG named .jpg', () => file('photo.jpg', png), 'Image Format not supported'],
    [
      'a truncated JPEG',
      () => file('half.jpg', jpeg.subarray(0, Math.floor(jpeg.length / 2))),
      'Image Format not supported',
    ],
    [
      'a 20000×20000 pixel bomb',
      () => file('bomb.png', pngClaiming(20000, 20000)),
      UPLOAD_MESSAGES.imageTooManyPixels,
    ],
    [
      'a file over 10 MB',
      () => file('big.png', Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)])),
      'Cannot exceed size more than 10 MB',
    ],
  ])('refuses %s and stores nothing', async (_name, part, message) => {
    const before = stored();
    const reply = await upload([part()]);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error.message).toBe(message);
    expect(stored()).toEqual(before);
  });

  it("answers 'Oops! Something went wrong' when no file is sent", async () => {
    const reply = await upload([{ name: 'x', value: '1' }]);
    expect([reply.statusCode, reply.json().error.message]).toEqual([400, 'Oops! Something went wrong']);
    const notMultipart = await call('POST', `/categories/${categoryId}/image`, { uploadedImageFile: 'x' });
    expect(notMultipart.statusCode).toBe(400);
  });

  it('answers 404 for an unknown category, before reading the file', async () => {
    const reply = await upload([file('a.png', png)], 987654);
    expect(reply.statusCode).toBe(404);
  });

  it("removes the image: 'Category Updated', and the file goes", async () => {
    const reply = await call('DELETE', `/categories/${categoryId}/image`);
    expect(reply.json().message).toBe('Category Updated');
    expect(byName(reply.json().tree, 'Sweets').imageUrl).toBeNull();
    await h.app.jobs.drain();
    expect(stored()).toEqual([]);
    expect((await call('GET', `/categories/${categoryId}/image`)).statusCode).toBe(404);
  });

  it('removes the file with the category', async () => {
    await upload([file('again.png', png)]);
    expect(stored()).toHaveLength(1);
    await call('POST', '/categories/delete', { ids: [categoryId] });
    await h.app.jobs.drain();
    expect(stored()).toEqual([]);
  });
});
