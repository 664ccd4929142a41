// The S3 storage driver against s3rver (a fake S3 server in this process): put, get, delete, URLs.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

let server: S3rver;
let storage: Storage;
let endpoint: string;

beforeAll(async () => {
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: mkdtempSync(join(tmpdir(), 'storekeep-s3rver-')),
    configureBuckets: [{ name: 'storekeep-test' }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  storage = createS3Storage({
    bucket: 'storekeep-test',
    region: 'us-east-1',
    endpoint,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
});
afterAll(() => server.close());

describe('S3 storage', () => {
  it('writes, reads and deletes objects', async () => {
    await storage.put('library/1/products/2/a.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    await storage.put('library/1/products/2/a_500X.jpg', Buffer.from('small'), 'image/jpeg');
    expect((await storage.get('library/1/products/2/a.jpg'))?.toString()).toBe('jpeg bytes');
    await storage.delete([
      'library/1/products/2/a.jpg',
      'library/1/products/2/a_500X.jpg',
      'never/there.jpg',
    ]);
    expect(await storage.get('library/1/products/2/a.jpg')).toBeNull();
    expect(await storage.get('library/1/products/2/a_500X.jpg')).toBeNull();
  });

  it('answers null for a missing object', async () => {
    expect(await storage.get('library/9/nothing.png')).toBeNull();
  });

  it('gives path-style URLs on a custom endpoint, which serve the object', async () => {
    await storage.put('library/1/x.png', Buffer.from('png bytes'), 'image/png');
    const url = storage.url('library/1/x.png');
    expect(url).toBe(`${endpoint}/storekeep-test/library/1/x.png`);
    const reply = await fetch(url);
    expect(reply.status).toBe(200);
    expect(await reply.text()).toBe('png bytes');
  });

  it('gives virtual-hosted URLs on AWS', () => {
    const aws = createS3Storage({
      bucket: 'shop-images',
      region: 'ap-south-1',
      endpoint: undefined,
      accessKeyId: undefined,
      secretAccessKey: undefined,
    });
    expect(aws.url('library/1/a.jpg')).toBe(
      'https://shop-images.s3.ap-south-1.amazonaws.com/library/1/a.jpg',
    );
  });
});
