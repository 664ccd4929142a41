// The cache module (cache.ts): bounded caches, and watched caches that only a notice on their
// channel, or this process's own call after a commit, empties.
import { describe, expect, it } from 'vitest';
import type { Db, Listen } from '../db/client.ts';
import { ANY_NOTICE, Cache, forget, watchCaches, watchedCache } from './cache.ts';

/** A stand-in for the database's LISTEN: notices are sent by hand, the connection can be lost. */
function fakeListen() {
  const handlers = new Map<string, { onPayload: (payload: string) => void; onLost?: () => void }>();
  const listen: Listen = async (channel, onPayload, onLost) => {
    handlers.set(channel, { onPayload, ...(onLost ? { onLost } : {}) });
    return async () => {
      handlers.delete(channel);
    };
  };
  return {
    listen,
    notify: (channel: string, payload: string) => handlers.get(channel)?.onPayload(payload),
    lose: (channel: string) => handlers.get(channel)?.onLost?.(),
    channels: () => [...handlers.keys()].sort(),
  };
}

const newDb = () => ({}) as Db;

interface Row {
  storeId: number;
  name: string;
}
const stores = watchedCache<Row>({ channel: 'storefront', max: 100, tagsOf: (row) => [String(row.storeId)] });
const hostsWithoutStore = watchedCache<true>({ channel: 'storefront', max: 100, tagsOf: () => [ANY_NOTICE] });
const sessions = watchedCache<Row>({
  channel: 'sessions',
  max: 100,
  tagsOf: (row) => [`s:${row.storeId}`],
  keyOf: (payload) => (payload.startsWith('t:') ? payload.slice(2) : undefined),
});

describe('Cache', () => {
  it('keeps at most max entries, letting the one unread the longest go', () => {
    const cache = new Cache<string, number>({ max: 3 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBe(1);
    cache.set('d', 4);
    expect(cache.size).toBe(3);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual([1, 3, 4]);
    // All three read: each is passed over once, then the oldest of them (c: a moved behind it) goes.
    cache.set('e', 5);
    expect(cache.get('c')).toBeUndefined();
    expect([cache.get('a'), cache.get('d'), cache.get('e')]).toEqual([1, 4, 5]);
  });

  it('replaces a key in place, without evicting another', () => {
    const cache = new Cache<number, string>({ max: 2 });
    cache.set(1, 'one');
    cache.set(2, 'two');
    cache.set(1, 'uno');
    expect([cache.get(1), cache.get(2), cache.size]).toEqual(['uno', 'two', 2]);
  });

  it('does not keep a value read across a drop', () => {
    const cache = new Cache<string, Row>({ max: 10, tagsOf: (row) => [String(row.storeId)] });
    const before = cache.stamp();
    cache.drop('7');
    cache.set('x', { storeId: 1, name: 'read before the notice' }, before);
    expect(cache.get('x')).toBeUndefined();
    cache.set('x', { storeId: 1, name: 'read after it' }, cache.stamp());
    expect(cache.get('x')?.name).toBe('read after it');
  });

  it('drops the entries a notice names by tag or by key, and those tagged for every notice', () => {
    const cache = new Cache<string, Row>({
      max: 10,
      tagsOf: (row) => (row.storeId === 0 ? [ANY_NOTICE] : [`s:${row.storeId}`]),
      keyOf: (payload) => (payload.startsWith('t:') ? payload.slice(2) : undefined),
    });
    cache.set('a', { storeId: 1, name: 'a' });
    cache.set('b', { storeId: 1, name: 'b' });
    cache.set('c', { storeId: 2, name: 'c' });
    cache.set('none', { storeId: 0, name: 'no store' });
    cache.drop('s:1');
    expect([cache.get('a'), cache.get('b'), cache.get('none')]).toEqual([undefined, undefined, undefined]);
    expect(cache.get('c')?.name).toBe('c');
    cache.drop('t:c');
    expect(cache.size).toBe(0);
    // A re-kept entry is tagged afresh, and an evicted or replaced one leaves no tag behind.
    cache.set('a', { storeId: 2, name: 'a again' });
    cache.drop('s:1');
    expect(cache.get('a')?.name).toBe('a again');
  });
});

describe('watched caches', () => {
  it('keep nothing for a database whose channels are not listened to', () => {
    const db = newDb();
    expect(stores.of(db)).toBeUndefined();
  });

  it('are emptied by a notice on their channel and by the same call made in-process', async () => {
    const db = newDb();
    const other = newDb();
    const database = fakeListen();
    const stop = await watchCaches(db, database.listen);
    const otherStop = await watchCaches(other, fakeListen().listen);
    expect(database.channels()).toEqual(['sessions', 'storefront']);
    const kept = stores.of(db);
    kept?.set('slug:a', { storeId: 1, name: 'A' });
    kept?.set('host:a.example', { storeId: 1, name: 'A' });
    kept?.set('slug:b', { storeId: 2, name: 'B' });
    hostsWithoutStore.of(db)?.set('nobody.example', true);
    stores.of(other)?.set('slug:a', { storeId: 1, name: 'A elsewhere' });
    sessions.of(db)?.set('hash-1', { storeId: 1, name: 'session' });

    database.notify('storefront', '1');
    expect([kept?.get('slug:a'), kept?.get('host:a.example')]).toEqual([undefined, undefined]);
    expect(kept?.get('slug:b')?.name).toBe('B');
    expect(hostsWithoutStore.of(db)?.get('nobody.example')).toBeUndefined();
    // Another channel's caches and another database's stay.
    expect(sessions.of(db)?.get('hash-1')?.name).toBe('session');
    expect(stores.of(other)?.get('slug:a')?.name).toBe('A elsewhere');

    forget(db, 'storefront', '2');
    expect(kept?.get('slug:b')).toBeUndefined();
    forget(db, 'sessions', 't:hash-1');
    expect(sessions.of(db)?.get('hash-1')).toBeUndefined();
    await stop();
    await otherStop();
  });

  it('stop keeping a channel whose listening connection is lost, and everything once stopped', async () => {
    const db = newDb();
    const database = fakeListen();
    const stop = await watchCaches(db, database.listen);
    stores.of(db)?.set('slug:a', { storeId: 1, name: 'A' });
    sessions.of(db)?.set('hash-1', { storeId: 1, name: 'session' });
    database.lose('storefront');
    expect(stores.of(db)).toBeUndefined();
    expect(sessions.of(db)?.get('hash-1')?.name).toBe('session');
    await stop();
    expect(sessions.of(db)).toBeUndefined();
    expect(database.channels()).toEqual([]);
  });
});
