// Runs after `npm install` (the root package's postinstall): small repairs to PGlite's published
// ES modules, each an exact text replacement in its minified chunks. There are three groups:
//
// - Garbage per statement: the lock, the serializer and the result parser each left garbage that
//   outlives V8's young generation on Node 20; together with the reader's copies they made each
//   young-generation collection take 4–10 ms instead of under 1, the tail of every request on
//   PGlite (docs/decisions.md, "Garbage per statement on PGlite").
// - Reading answers: the message reader kept its state in #private fields (compiled by esbuild to
//   a WeakMap lookup, after a brand check, for every integer and string read) and rows were made
//   through arrays of pairs. A statement answering 135 one-column rows went from about 145 to
//   70 µs (docs/decisions.md, "Reading PGlite's answers").
// - File sizes: each data file's size is kept in Emscripten's file-system node, so that
//   PostgreSQL's `lseek(fd, 0, SEEK_END)` (how it counts a relation's blocks: at every sequential
//   or bitmap scan and in every plan) stops being an `fstat` system call, which costs 13–15 µs in
//   this kind of virtual machine (docs/decisions.md, "Relation sizes without fstat"). The size is
//   learnt from the first `fstat`, grows with every write past it, and is forgotten whenever the
//   file is opened again or its size is set (truncate, ftruncate, fallocate), so it is never older
//   than the file: nothing but this PGlite writes its data folder while it runs.
//
// The script is idempotent, and it stops the install with the PGlite version when a text is
// found neither before its repair (in any of the forms listed) nor after it: a new PGlite needs
// these checked again (each may be fixed upstream, or moved). The CommonJS build (index.cjs) is
// left as published: the server, the tests and the benchmarks load the ES modules.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const entry = require.resolve('@electric-sql/pglite', {
  paths: [join(import.meta.dirname, '../apps/server')],
});
const dist = dirname(entry);
const { version } = JSON.parse(readFileSync(join(dist, '../package.json'), 'utf8'));

/** PGlite 0.5.16's message reader (BufferReader) as published. */
const PUBLISHED_READER =
  'ue=class{constructor(t=0){h(this,x,new DataView(vn));h(this,w);h(this,ce,"utf-8");h(this,le,new TextDecoder(r(this,ce)));h(this,V,!1);d(this,w,t)}setBuffer(t,n){d(this,w,t),d(this,x,new DataView(n))}int16(){let t=r(this,x).getInt16(r(this,w),r(this,V));return d(this,w,r(this,w)+2),t}uint16(){let t=r(this,x).getUint16(r(this,w),r(this,V));return d(this,w,r(this,w)+2),t}byte(){let t=r(this,x).getUint8(r(this,w));return re(this,w)._++,t}int32(){let t=r(this,x).getInt32(r(this,w),r(this,V));return d(this,w,r(this,w)+4),t}string(t){return r(this,le).decode(this.bytes(t))}cstring(){let t=r(this,w),n=t;for(;r(this,x).getUint8(n++)!==0;);let s=this.string(n-t-1);return d(this,w,n),s}bytes(t){let n=r(this,x).buffer.slice(r(this,w),r(this,w)+t);return d(this,w,r(this,w)+t),new Uint8Array(n)}};x=new WeakMap,w=new WeakMap,ce=new WeakMap,le=new WeakMap,V=new WeakMap;';
/** The same reader after an earlier version of this script: byte() and string() were repaired alone. */
const EARLIER_READER = PUBLISHED_READER.replace(
  'byte(){let t=r(this,x).getUint8(r(this,w));return re(this,w)._++,t}',
  'byte(){let t=r(this,x).getUint8(r(this,w));return d(this,w,r(this,w)+1),t}',
).replace(
  'string(t){return r(this,le).decode(this.bytes(t))}',
  'string(t){let n=r(this,w);return d(this,w,n+t),r(this,le).decode(new Uint8Array(r(this,x).buffer,n,t))}',
);

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
    why: 'parseResults built each result as `{ ...result, command, affectedRows }`: on Node 20 a property added after a spread gives every object a descriptor array of its own',
    before: 'let fe={...a,command:C,affectedRows:u};',
    after: 'let fe={rows:a.rows,fields:a.fields,command:C,affectedRows:u};',
  },
  {
    file: 'chunk-ZSOCVAT7.js',
    why: "esbuild's helpers for #private fields and methods checked the object's brand (a WeakMap or WeakSet lookup) before every access, on top of the access itself; PGlite's own code never fails the check",
    before:
      'var h=(t,e,o)=>(n(t,e,"read from private field"),o?o.call(t):e.get(t)),R=(t,e,o)=>e.has(t)?a("Cannot add the same private member more than once"):e instanceof WeakSet?e.add(t):e.set(t,o),x=(t,e,o,m)=>(n(t,e,"write to private field"),m?m.call(t,o):e.set(t,o),o),T=(t,e,o)=>(n(t,e,"access private method"),o);',
    after:
      'var h=(t,e,o)=>o?o.call(t):e.get(t),R=(t,e,o)=>e.has(t)?a("Cannot add the same private member more than once"):e instanceof WeakSet?e.add(t):e.set(t,o),x=(t,e,o,m)=>(m?m.call(t,o):e.set(t,o),o),T=(t,e,o)=>o;',
  },
  {
    file: 'chunk-Y6PULSM7.js',
    why: "the message reader (BufferReader) kept its offset, view and decoder in #private fields (a WeakMap lookup per read), made a DataView per message, copied each string's bytes before decoding, and found a C string's end a byte at a time: it now keeps plain properties, reuses its view while the buffer is the same, decodes a view and uses indexOf",
    // As published, or as an earlier version of this script left it (its byte() and string() repairs).
    before: [PUBLISHED_READER, EARLIER_READER],
    after:
      'ue=class{constructor(t=0){this.offset=t,this.view=new DataView(vn),this.bytesOf=new Uint8Array(vn),this.decoder=new TextDecoder("utf-8")}setBuffer(t,n){this.offset=t,this.view.buffer!==n&&(this.view=new DataView(n),this.bytesOf=new Uint8Array(n))}int16(){let t=this.view.getInt16(this.offset,!1);return this.offset+=2,t}uint16(){let t=this.view.getUint16(this.offset,!1);return this.offset+=2,t}byte(){return this.bytesOf[this.offset++]}int32(){let t=this.view.getInt32(this.offset,!1);return this.offset+=4,t}string(t){let n=this.offset;return this.offset=n+t,this.decoder.decode(this.bytesOf.subarray(n,n+t))}cstring(){let t=this.offset,n=this.bytesOf.indexOf(0,t),s=this.string(n-t);return this.offset=n+1,s}bytes(t){let n=this.view.buffer.slice(this.offset,this.offset+t);return this.offset+=t,new Uint8Array(n)}};',
  },
  {
    file: 'chunk-Y6PULSM7.js',
    why: 'a data row looked up the reader (a #private field) for every value: it now does so once per row',
    before:
      'pt=function(t,n,s){r(this,o).setBuffer(t,s);let i=r(this,o).int16(),a=new Array(i);for(let u=0;u<i;u++){let m=r(this,o).int32();a[u]=m===-1?null:r(this,o).string(m)}return new ee(n,a)}',
    after:
      'pt=function(t,n,s){let R=r(this,o);R.setBuffer(t,s);let i=R.int16(),a=new Array(i);for(let u=0;u<i;u++){let m=R.int32();a[u]=m===-1?null:R.string(m)}return new ee(n,a)}',
  },
  {
    file: 'chunk-Y6PULSM7.js',
    why: 'parseResults made each row through an array of [name, value] pairs and Object.fromEntries (or a map with a closure): it now fills the row in a loop, keeping a column named __proto__ an own property as fromEntries does',
    before:
      'case"dataRow":{if(!a)break;let E=p;n?.rowMode==="array"?a.rows.push(E.fields.map((I,C)=>se(I,a.fields[C].dataTypeID,m))):a.rows.push(Object.fromEntries(E.fields.map((I,C)=>[a.fields[C].name,se(I,a.fields[C].dataTypeID,m)])));break}',
    after:
      'case"dataRow":{if(!a)break;let E=p.fields,F=a.fields,L=E.length,R;if(n?.rowMode==="array"){R=new Array(L);for(let C=0;C<L;C++)R[C]=se(E[C],F[C].dataTypeID,m)}else{R={};for(let C=0;C<L;C++){let N=F[C].name,I=se(E[C],F[C].dataTypeID,m);N==="__proto__"?Object.defineProperty(R,N,{value:I,enumerable:!0,writable:!0,configurable:!0}):R[N]=I}}a.rows.push(R);break}',
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
  const found = [repair.before].flat().find((before) => text.includes(before));
  if (found) text = text.replace(found, repair.after);
  else if (!text.includes(repair.after))
    throw new Error(
      `patch-pglite: PGlite ${version} has changed (${repair.file}); check this repair again: ${repair.why}`,
    );
  files.set(path, text);
}
for (const [path, text] of files) writeFileSync(path, text);
