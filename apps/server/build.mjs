// Bundles the server (and the workspace packages it imports, which are TypeScript source) into
// dist/, with the pure-JS npm dependencies; the rest load from node_modules.
//
//   dist/main.js      the entry: turns on Node's compile cache, then loads dist/server.js
//   dist/server.js    the server's start-up code, one ES module (minified, with its source map)
//   dist/chunks/      the parts loaded on first use (dynamic imports) and what they share
//   dist/seed.js      `npm run seed`
//   dist/shop/        the storefront's script
//   dist/lang/        the admin app's texts per language, for the field apps' language files
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { bundleShopScript } from '../../packages/blocks/scripts/shop-script.mjs';
import { buildLanguageCatalogues } from './scripts/language-catalogues.mjs';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

// Kept external: packages that load native binaries (argon2, sharp) or files beside their own
// modules (PGlite's WebAssembly and data, pdfkit's fonts, Swagger UI's static assets), exceljs's
// optional loaders, the node-postgres driver (only with DATABASE_URL) and the S3 SDK (only with
// S3_BUCKET), which are large and need no bundling; and the storefront script's in-memory bundler,
// used only when running from source (dev, tests).
const external = [
  '@node-rs/argon2',
  'sharp',
  'exceljs',
  'pdfkit',
  'pg',
  'pg-native',
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  '@fastify/swagger-ui',
  '@aws-sdk/client-s3',
  '@storekeep/blocks/shop-script',
];

const common = {
  absWorkingDir: here('.'),
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  outdir: 'dist',
  sourcemap: true,
  external,
  // React and other libraries keep development-only code behind NODE_ENV checks: the built
  // server is the production one, so that code is left out.
  define: { 'process.env.NODE_ENV': '"production"' },
  // Bundled CommonJS packages call require() for Node's own modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
};

// Chunk names carry content hashes: start from an empty folder so old files do not pile up.
rmSync(here('dist'), { recursive: true, force: true });
mkdirSync(here('dist'), { recursive: true });

// The server and the seed script. The server is minified: half the bytes to read at each start;
// stack traces name the TypeScript sources through the source map (`npm start` runs Node with
// --enable-source-maps).
// Split: a module the code imports dynamically (invoices' PDF writer, the storefront's page
// renderers, the S3 storage, node-postgres…) goes into a chunk of its own, and so do the external
// packages it imports; in one file they would be static imports loaded at every start.
await build({
  ...common,
  entryPoints: { server: 'src/main.ts' },
  minify: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
});
await build({ ...common, entryPoints: { seed: 'src/seed.ts' } });

// The entry: Node caches the compiled code of every module loaded after enableCompileCache() (in
// dist/.compile-cache/, checked by Node against each file's content and its own version), so a
// start after the first skips parsing and compiling the start-up code. A read-only folder only
// means starting without it.
writeFileSync(
  here('dist/main.js'),
  `import { enableCompileCache } from 'node:module';
import { fileURLToPath } from 'node:url';

enableCompileCache(fileURLToPath(new URL('.compile-cache/', import.meta.url)));
await import('./server.js');
`,
);

// The storefront's one script, read by src/modules/storefront/assets.ts from dist/shop/.
const shopScript = await bundleShopScript();
mkdirSync(here('dist/shop'), { recursive: true });
writeFileSync(here(`dist/shop/${shopScript.fileName}`), shopScript.code);

// The admin app's texts per language, read by src/modules/legacy/language-files.ts from dist/lang/.
mkdirSync(here('dist/lang'), { recursive: true });
writeFileSync(here('dist/lang/catalogues.json'), JSON.stringify(await buildLanguageCatalogues()));
