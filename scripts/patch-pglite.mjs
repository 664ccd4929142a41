// Runs after `npm install` (the root package's postinstall): small repairs to PGlite's published
// ES modules, each an exact text replacement in its minified chunks.
//
// The first five each left garbage per statement that outlives V8's young generation on Node 20,
// or allocated one ArrayBuffer per value read; together they made each young-generation
// collection take 4–10 ms instead of under 1, the tail of every request on PGlite
// (docs/decisions.md, "Garbage per statement on PGlite", with the loops that measure each one).
//
// The last four keep each data file's size in Emscripten's file-system node, so that PostgreSQL's
// `lseek(fd, 0, SEEK_END)` (how it counts a relation's blocks: at every sequential or bitmap scan
// and in every plan) stops being an `fstat` system call, which costs 13–15 µs in this kind of
// virtual machine (docs/decisions.md, "Relation sizes without fstat"). The size is learnt from
// the first `fstat`, grows with every write past it, and is forgotten whenever the file is opened
// again or its size is set (truncate, ftruncate, fallocate), so it is never older than the file:
// nothing but this PGlite writes its data folder while it runs.
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
  {
    file: 'chunk-XZUEO4BZ.js',
    why: "NODEFS's llseek asked fstat for the size at every SEEK_END: it now answers from the node's kept size (learnt once)",
    before: 'r===2&&FS.isFile(e.node.mode)&&NODEFS.tryFSOperation(()=>{var n=fs.fstatSync(e.nfd);_+=n.size})',
    after:
      'r===2&&FS.isFile(e.node.mode)&&(_+=e.node.pgliteSize??(e.node.pgliteSize=NODEFS.tryFSOperation(()=>fs.fstatSync(e.nfd).size)))',
  },
  {
    file: 'chunk-XZUEO4BZ.js',
    why: "NODEFS's write: a write past the kept size grows it (a write without a position forgets it)",
    before: 'write(e,t,r,_,n){return NODEFS.tryFSOperation(()=>fs.writeSync(e.nfd,t,r,_,n))}',
    after:
      'write(e,t,r,_,n){return NODEFS.tryFSOperation(()=>{var a=fs.writeSync(e.nfd,t,r,_,n),i=e.node.pgliteSize;return i!==void 0&&(typeof n!="number"?e.node.pgliteSize=void 0:n+a>i&&(e.node.pgliteSize=n+a)),a})}',
  },
  {
    file: 'chunk-XZUEO4BZ.js',
    why: "NODEFS's doSetAttr (truncate, ftruncate and fallocate all end here): setting a size forgets the kept one",
    before: 'doSetAttr(e,t,r,_,n,a,i){NODEFS.tryFSOperation(()=>{',
    after: 'doSetAttr(e,t,r,_,n,a,i){r.size!==void 0&&(t.pgliteSize=void 0),NODEFS.tryFSOperation(()=>{',
  },
  {
    file: 'chunk-XZUEO4BZ.js',
    why: "NODEFS's open: a file opened again (perhaps with O_TRUNC) has its size learnt again",
    before: 'open(e){var t=NODEFS.realPath(e.node);NODEFS.tryFSOperation(()=>{',
    after: 'open(e){var t=NODEFS.realPath(e.node);e.node.pgliteSize=void 0,NODEFS.tryFSOperation(()=>{',
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
