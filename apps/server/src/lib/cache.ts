// The server's in-process caches, and the one way a kept entry stops being served: a notice on
// the database's channel that names it (migrations 0015: `storefront`, 0017: `sessions`), handed
// to `forget`. A process that has just committed a change its next reply must show calls the same
// `forget` itself, since over PostgreSQL the notice arrives a moment after the commit.
//
// Two kinds, one class:
// - `watchedCache`: what the database says (a resolved shop, a live session), kept per database
//   only while its channel is listened to; every entry is tagged with what a notice names.
// - `new Cache`: values that cannot go stale, because they are a pure function of their key (a
//   signed cookie's token hash) or because their key holds the versions they were made from (a
//   store's published site version and catalogue version, both read from a watched entry: when
//   the store changes, the notice drops that entry and the next request reads the new versions).
//   Keys that name a store hold for one database: such caches are kept per database (`cachePer`).
//
// Both are bounded: past `max`, the entry unread the longest goes (a read marks an entry, and
// eviction passes over marked entries once, unmarking them: a read costs one write, not a move).
import type { Db, Listen } from '../db/client.ts';

/** The database's notice channels (migrations 0015 and 0017). */
export type Channel = 'storefront' | 'sessions';
export const CHANNELS: readonly Channel[] = ['storefront', 'sessions'];

/** The tag of entries that every notice on their channel drops: what no single notice can name. */
export const ANY_NOTICE = '*';

export interface CacheOptions<K, V> {
  /** Most entries kept. */
  max: number;
  /** What notices name an entry by (watched caches). */
  tagsOf?: (value: V) => readonly string[];
  /** The key of the one entry a notice names, if the notice names one by its key. */
  keyOf?: (payload: string) => K | undefined;
}

interface Entry<V> {
  value: V;
  tags: readonly string[] | undefined;
  /** Read since eviction last passed over it. */
  used: boolean;
}

export class Cache<K, V> {
  readonly #options: CacheOptions<K, V>;
  readonly #entries = new Map<K, Entry<V>>();
  readonly #tagged = new Map<string, Set<K>>();
  /** Moves on every drop: a value read from the database across a drop may predate it. */
  #drops = 0;

  constructor(options: CacheOptions<K, V>) {
    this.#options = options;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    entry.used = true;
    return entry.value;
  }

  /**
   * Call before reading a value from the database, and pass the answer to `set`: a value read
   * while a notice came in is not kept (it may be the state from before the change).
   */
  stamp(): number {
    return this.#drops;
  }

  /** Keeps a value; with `since` (from `stamp`), only if nothing was dropped since. */
  set(key: K, value: V, since?: number): void {
    if (since !== undefined && since !== this.#drops) return;
    const old = this.#entries.get(key);
    if (old !== undefined) this.#remove(key, old);
    else if (this.#entries.size >= this.#options.max) this.#evictOne();
    const tags = this.#options.tagsOf?.(value);
    this.#entries.set(key, { value, tags, used: false });
    if (tags) for (const tag of tags) this.#tag(tag, key);
  }

  /** Forgets a key whose value is gone (a session that has ended): not a notice, nothing is stamped. */
  delete(key: K): void {
    const entry = this.#entries.get(key);
    if (entry !== undefined) this.#remove(key, entry);
  }

  /** Drops what a notice's payload names: the entry it names by key, those tagged with it, and those tagged with ANY_NOTICE. */
  drop(payload: string): void {
    this.#drops++;
    const key = this.#options.keyOf?.(payload);
    if (key !== undefined) this.delete(key);
    this.#dropTagged(payload);
    this.#dropTagged(ANY_NOTICE);
  }

  /** Drops everything (tests, and a page cache emptied on purpose). */
  clear(): void {
    this.#drops++;
    this.#entries.clear();
    this.#tagged.clear();
  }

  #dropTagged(tag: string) {
    const keys = this.#tagged.get(tag);
    if (keys === undefined) return;
    for (const key of keys) this.delete(key);
  }

  #tag(tag: string, key: K) {
    const keys = this.#tagged.get(tag);
    if (keys === undefined) this.#tagged.set(tag, new Set([key]));
    else keys.add(key);
  }

  #remove(key: K, entry: Entry<V>) {
    this.#entries.delete(key);
    if (entry.tags === undefined) return;
    for (const tag of entry.tags) {
      const keys = this.#tagged.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#tagged.delete(tag);
    }
  }

  /** Read entries move to the back once, unread; the first unread one goes. */
  #evictOne() {
    for (const [key, entry] of this.#entries) {
      if (!entry.used) {
        this.#remove(key, entry);
        return;
      }
      entry.used = false;
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    }
  }
}

// ── Watched caches ──────────────────────────────────────────────────────────────────────────

interface Watched {
  channel: Channel;
  drop(db: Db, payload: string): void;
  close(db: Db): void;
}

const watchedCaches: Watched[] = [];
/** The channels each database is listened to on. */
/**
 * A `new Cache` for each database (or app) it serves: keys such as a store's id and published
 * version are unique within one database only, and one process may serve several (the test files
 * of a worker each build an app on a database of their own).
 */
export function cachePer<O extends object, K, V>(options: CacheOptions<K, V>): (owner: O) => Cache<K, V> {
  const caches = new WeakMap<O, Cache<K, V>>();
  return (owner) => {
    let cache = caches.get(owner);
    if (!cache) {
      cache = new Cache<K, V>(options);
      caches.set(owner, cache);
    }
    return cache;
  };
}

const listening = new WeakMap<Db, Set<Channel>>();

export interface WatchedCache<V> {
  /** This database's cache; undefined while its channel is not listened to (nothing is kept then). */
  of(db: Db): Cache<string, V> | undefined;
}

/** A cache of what the database says, per database, dropped by the notices on `channel`. */
export function watchedCache<V>(
  options: CacheOptions<string, V> & { channel: Channel; tagsOf: (value: V) => readonly string[] },
): WatchedCache<V> {
  const caches = new WeakMap<Db, Cache<string, V>>();
  const open = (db: Db) => {
    if (!listening.get(db)?.has(options.channel)) return undefined;
    const cache = new Cache<string, V>(options);
    caches.set(db, cache);
    return cache;
  };
  watchedCaches.push({
    channel: options.channel,
    drop: (db, payload) => caches.get(db)?.drop(payload),
    close: (db) => caches.delete(db),
  });
  return { of: (db) => caches.get(db) ?? open(db) };
}

/**
 * Drops what a notice on `channel` names from this database's watched caches. The database's
 * notices come here; so does this process right after committing a change it must show at once.
 */
export function forget(db: Db, channel: Channel, payload: string): void {
  for (const watched of watchedCaches) if (watched.channel === channel) watched.drop(db, payload);
}

function stopWatching(db: Db, channel: Channel) {
  listening.get(db)?.delete(channel);
  for (const watched of watchedCaches) if (watched.channel === channel) watched.close(db);
}

/**
 * Listens to the database's channels and keeps watched caches for it from then on. Without it,
 * or for a channel whose listening connection is lost, nothing is kept and every request asks the
 * database. Resolves to the function that stops it.
 */
export async function watchCaches(db: Db, listen: Listen): Promise<() => Promise<void>> {
  const lost = new Set<Channel>();
  const listened = await Promise.allSettled(
    CHANNELS.map((channel) =>
      listen(
        channel,
        (payload) => forget(db, channel, payload),
        () => {
          lost.add(channel);
          stopWatching(db, channel);
        },
      ),
    ),
  );
  const stops = listened.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stop = async () => {
    for (const channel of CHANNELS) stopWatching(db, channel);
    await Promise.all(stops.map((stopListening) => stopListening()));
  };
  const failed = listened.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  // Only once the LISTENs are in place: an entry kept before could miss its notice.
  listening.set(db, new Set(CHANNELS.filter((channel) => !lost.has(channel))));
  return stop;
}
