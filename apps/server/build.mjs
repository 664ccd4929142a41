// Bundles the server (and the workspace packages it imports, which are TypeScript source) into
// dist/, with the pure-JS npm dependencies; the rest load from node_modules.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { bundleShopScript } from '../../packages/blocks/scripts/shop-script.mjs';

// Pure-JS dependencies are bundled too: one file loads far faster than hundreds of small
// modules (cold start). Kept external: packages that load files of their own at run time
// (PGlite's WebAssembly and data, argon2's and sharp's native binaries, exceljs's optional
// loaders, Swagger UI's static assets) and the
// node-postgres driver, which loads only with DATABASE_URL.
const external = [
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  '@node-rs/argon2',
  'sharp',
  'exceljs',
  'pg',
  'pg-native',
  '@fastify/swagger-ui',
  // Loaded only when S3_BUCKET is set; the SDK is large and needs no bundling.
  '@aws-sdk/client-s3',
  // The storefront script's in-memory bundler, used only when running from source (dev, tests).
  '@storekeep/blocks/shop-script',
];

// Chunk names carry content hashes: start from an empty folder so old chunks do not pile up.
rmSync(fileURLToPath(new URL('dist', import.meta.url)), { recursive: true, force: true });

await build({
  // Run from anywhere: paths are relative to this folder.
  absWorkingDir: fileURLToPath(new URL('.', import.meta.url)),
  entryPoints: { main: 'src/main.ts', seed: 'src/seed.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  // Code splitting keeps main.js small so the database can start opening before the rest loads.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  target: 'node20',
  sourcemap: true,
  external,
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  // React and other libraries keep development-only code behind NODE_ENV checks: the built
  // server is the production one, so that code is left out (and never compiled at start).
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});

// The storefront's one script, read by src/modules/storefront/assets.ts from dist/shop/.
const shopScript = await bundleShopScript();
const shopDir = fileURLToPath(new URL('dist/shop', import.meta.url));
mkdirSync(shopDir, { recursive: true });
writeFileSync(`${shopDir}/${shopScript.fileName}`, shopScript.code);
