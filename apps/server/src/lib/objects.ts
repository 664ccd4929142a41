// Object copies for the request path that stay cheap on Node 20.
//
// `{ ...base, more: 1 }` is the idiomatic copy-with-changes, but on Node 20's V8 a property that
// the spread's source does not have, defined after the spread, gives every object built there a
// descriptor array of its own (about 1 µs per object, plus 0.2–1 kB that lives until the next
// full collection). In a request that builds a few such objects per row, that garbage outlives
// the young generation and makes each of its collections take milliseconds instead of a fraction
// of one: the order detail's p99 (decisions.md, "Garbage per statement on PGlite"). Copying with
// Object.assign defines the same properties through ordinary map transitions.

/** `{ ...base, ...more }`, typed the same way, without the spread. */
export function withMore<Base extends object, More extends object>(
  base: Base,
  more: More,
): Omit<Base, keyof More> & More {
  return Object.assign({}, base, more);
}
