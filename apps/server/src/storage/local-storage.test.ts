// The local storage driver: files under one folder, atomic writes, safe keys.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.ts';

const storage = () => {
  const root = mkdtempSync(join(tmpdir(), 'storekeep-storage-'));
  return { root, storage: createLocalStorage(root) };
};

describe('local storage', () => {
  it('writes, reads and deletes files under nested keys', async () => {
    const { root, storage: s } = storage();
    await s.put('library/1/products/2/a.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    expect((await s.get('library/1/products/2/a.jpg'))?.toString()).toBe('jpeg bytes');
    expect(readdirSync(join(root, 'library/1/products/2'))).toEqual(['a.jpg']);
    await s.delete(['library/1/products/2/a.jpg', 'library/1/products/2/never-there.jpg']);
    expect(await s.get('library/1/products/2/a.jpg')).toBeNull();
  });

  it('overwrites a file whole', async () => {
    const { storage: s } = storage();
    await s.put('x/y.png', Buffer.from('first'), 'image/png');
    await s.put('x/y.png', Buffer.from('second'), 'image/png');
    expect((await s.get('x/y.png'))?.toString()).toBe('second');
  });

  it('serves files under /uploads/', () => {
    expect(storage().storage.url('library/1/a_500X.webp')).toBe('/uploads/library/1/a_500X.webp');
  });

  it('refuses keys that could leave its folder', async () => {
    const { storage: s } = storage();
    for (const key of ['../etc/passwd', 'a/../../b', '/abs/path', 'a//b', 'a/./b', 'a\\b', ''])
      await expect(s.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/invalid storage key/);
  });
});
