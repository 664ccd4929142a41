// Bundles the storefront's one script (src/client/main.ts) with esbuild: the server build writes it
// to apps/server/dist/shop/, and the server bundles it in memory when it runs from source (dev, tests).
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('../src/client/main.ts', import.meta.url));

/** The minified script and its content-hashed file name (shop-<hash>.js). */
export async function bundleShopScript() {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    // A plain script works both as <script type="module"> and as a classic <script defer>.
    format: 'iife',
    minify: true,
    // Browsers that run module scripts; older ones simply keep the pages without enhancement.
    target: 'es2022',
    platform: 'browser',
    legalComments: 'none',
    logLevel: 'warning',
  });
  const code = result.outputFiles[0]?.text;
  if (code === undefined) throw new Error('esbuild produced no storefront script');
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 12);
  return { code, fileName: `shop-${hash}.js` };
}
