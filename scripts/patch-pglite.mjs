// Runs after `npm install` (the root package's postinstall): four small repairs to PGlite's
// published ES modules, each an exact text replacement in its minified chunks. Every one of them
// left garbage per statement that outlives V8's young generation on Node 20, or allocated one
// ArrayBuffer per value read; together they made each young-generation collection take 4–10 ms
// instead of under 1, the tail of every request on PGlite (docs/decisions.md, "Garbage per
// statement on PGlite", with the loops that measure each one).
//
// The script is idempotent, and it stops the install with the PGlite version when a text is
// found neither before nor after its repair: a new PGlite needs these checked again (each may
// be fixed upstream, or moved). The CommonJS build (index.cjs) is left as published: the server,
// the tests and the benchmarks load the ES modules.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const entry = require.resolve('@electric-sql/pglite', {
  paths: [join(import.meta.dirname, '../apps/server')],
});
const dist = dirname(entry);
const { version } = JSON.parse(readFileSync(join(dist, '../package.json'), 'utf8'));

const repairs = [
  {
    file: 'chunk-XZUEO4BZ.js',
    why: "the bundled async-mutex's runExclusive, a generator driven by a hand-made awaiter: every lock taken left garbage that survived two young-generation collections",
    before:
      'runExclusive(t,r=1){return rt(this,void 0,void 0,function*(){let[_,n]=yield this.acquire(r);try{return yield t(_)}finally{n()}})}',
    after: 'async runExclusive(t,r=1){let[_,n]=await this.acquire(r);try{return await t(_)}finally{n()}}',
  },
  {
    file: 'chunk-Y6PULSM7.js',
    why: "the serializer's `this.#offset++` in addCString, compiled to an object literal with a getter and a setter around new closures: a new hidden class per string written",
    before: 're(this,b)._++',
    after: 'd(this,b,r(this,b)+1)',
  },
  {
    file: 'chunk-Y6PULSM7.js',
    why: "the reader's `this.#offset++` in byte(), the same helper",
    before: 're(this,w)._++',
    after: 'd(this,w,r(this,w)+1)',
  },
  {
    file: 'chunk-Y6PULSM7.js',
    why: 'string() decoded a copy of its bytes (one ArrayBuffer per value read, each freed one by one in the next collection) where a view of the message buffer reads the same bytes',
    before: 'string(t){return r(this,le).decode(this.bytes(t))}',
    after:
      'string(t){let n=r(this,w);return d(this,w,n+t),r(this,le).decode(new Uint8Array(r(this,x).buffer,n,t))}',
  },
  {
    file: 'chunk-Y6PULSM7.js',
    why: 'parseResults built each result as `{ ...result, command, affectedRows }`: on Node 20 a property added after a spread gives every object a descriptor array of its own',
    before: 'let fe={...a,command:C,affectedRows:u};',
    after: 'let fe={rows:a.rows,fields:a.fields,command:C,affectedRows:u};',
  },
];

const files = new Map();
for (const repair of repairs) {
  const path = join(dist, repair.file);
  let text = files.get(path) ?? readFileSync(path, 'utf8');
  if (text.includes(repair.before)) text = text.replace(repair.before, repair.after);
  else if (!text.includes(repair.after))
    throw new Error(
      `patch-pglite: PGlite ${version} has changed (${repair.file}); check this repair again: ${repair.why}`,
    );
  files.set(path, text);
}
for (const [path, text] of files) writeFileSync(path, text);
