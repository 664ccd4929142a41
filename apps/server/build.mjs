// Bundles the server (and the workspace packages it imports, which are TypeScript source) into
// dist/, with the pure-JS npm dependencies; the rest load from node_modules.
//
//   dist/server.cjs   the whole server, one CommonJS file (minified, with its source map)
//   dist/main.js      its entry: runs server.cjs through V8's code cache (src/boot.ts)
//   dist/seed.js      `npm run seed`
//   dist/shop/        the storefront's script
//
// One file in CommonJS because Node 20 can cache compiled code only for a vm Script, not for ES
// modules (docs/decisions.md, "The built server starts from a code cache").
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { bundleShopScript } from '../../packages/blocks/scripts/shop-script.mjs';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

// Kept external: packages that load native binaries (argon2, sharp), exceljs's optional loaders,
// Swagger UI's static assets, the node-postgres driver (only with DATABASE_URL) and the S3 SDK
// (only with S3_BUCKET), which are large and need no bundling; and the storefront script's
// in-memory bundler, used only when running from source (dev, tests).
const external = [
  '@node-rs/argon2',
  'sharp',
  'exceljs',
  'pg',
  'pg-native',
  '@fastify/swagger-ui',
  '@aws-sdk/client-s3',
  '@storekeep/blocks/shop-script',
];

const common = {
  absWorkingDir: here('.'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  // React and other libraries keep development-only code behind NODE_ENV checks: the built
  // server is the production one, so that code is left out (and never compiled at start).
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
};

// Chunk names carry content hashes: start from an empty folder so old files do not pile up.
rmSync(here('dist'), { recursive: true, force: true });
mkdirSync(here('dist'), { recursive: true });

/**
 * PGlite finds its WebAssembly and data files beside its own modules (`new URL(…, import.meta.url)`).
 * Bundled, its modules' URL is the one of its installed package, not of dist/server.cjs.
 */
const pgliteFiles = {
  name: 'pglite-files',
  setup(build) {
    build.onLoad({ filter: /[\\/]@electric-sql[\\/]pglite[\\/]dist[\\/].*\.js$/ }, (args) => ({
      contents: readFileSync(args.path, 'utf8').replaceAll('import.meta.url', '__pgliteUrl'),
      loader: 'js',
    }));
  },
};

const server = await build({
  ...common,
  entryPoints: { server: 'src/main.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.cjs' },
  format: 'cjs',
  // Half the bytes to read and to check against the cache at each start; stack traces go through
  // the source map (`npm start` runs Node with --enable-source-maps).
  minify: true,
  external,
  define: { ...common.define, 'import.meta.url': '__moduleUrl' },
  // One line: boot.ts puts the CommonJS wrapper in front of it, and the source map's lines stay put.
  banner: {
    js: "var __moduleUrl = require('node:url').pathToFileURL(__filename).href, __pgliteUrl = require('node:url').pathToFileURL(require.resolve('@electric-sql/pglite')).href;",
  },
  plugins: [pgliteFiles],
  write: false,
});

let serverHash = '';
for (const output of server.outputFiles) {
  let text = output.text;
  if (output.path.endsWith('.cjs')) {
    // A vm Script's own import() has no module loader on Node 20: the remaining dynamic imports
    // (external packages, Node's modules) call IMPORT, which boot.ts passes in. Same length as
    // `import`, so the source map's columns hold.
    if (/\bIMPORT\b/.test(text)) throw new Error('dist/server.cjs already uses the name IMPORT');
    const dynamic = text.match(/\bimport\(/g) ?? [];
    const literal = text.match(/\bimport\("[^"]+"\)/g) ?? [];
    if (dynamic.length !== literal.length)
      throw new Error('dist/server.cjs has an import() of something other than a package name');
    text = text.replace(/\bimport\("/g, 'IMPORT("');
    serverHash = createHash('sha256').update(text).digest('hex').slice(0, 16);
  }
  writeFileSync(output.path, text);
}

await build({
  ...common,
  entryPoints: { main: 'src/boot.ts' },
  outdir: 'dist',
  format: 'esm',
  define: { ...common.define, SERVER_BUNDLE_HASH: JSON.stringify(serverHash) },
});

// The seed script as an ES module (it awaits at its top level), external packages as before.
await build({
  ...common,
  entryPoints: { seed: 'src/seed.ts' },
  outdir: 'dist',
  format: 'esm',
  external: [...external, '@electric-sql/pglite', '@electric-sql/pglite/*'],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});

// The storefront's one script, read by src/modules/storefront/assets.ts from dist/shop/.
const shopScript = await bundleShopScript();
mkdirSync(here('dist/shop'), { recursive: true });
writeFileSync(here(`dist/shop/${shopScript.fileName}`), shopScript.code);
