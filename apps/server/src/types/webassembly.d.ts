// The WebAssembly global, which Node has but whose declarations TypeScript ships only in the DOM
// library (not in the server's libs): the part the server uses (PGlite's module, db/client.ts).
declare namespace WebAssembly {
  // biome-ignore lint/suspicious/noEmptyInterface: an opaque compiled module, as in lib.dom.d.ts
  interface Module {}
  function compile(bytes: Uint8Array): Promise<Module>;
}
