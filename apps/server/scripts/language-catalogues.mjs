// The admin app's text catalogue per language (apps/web/src/locales/{code}.ts), as plain objects for
// the field apps' language files: the server build writes them to dist/lang/, and the server builds
// them in memory when it runs from source (dev, tests). esbuild evaluates the locale modules as the
// web build bundles them, so the files hold exactly the texts the admin app shows.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const LOCALES = fileURLToPath(new URL('../../web/src/locales/', import.meta.url));
/** A language's catalogue file: en.ts exports `en`, the others their default. */
const LANGUAGE_FILE = /^([a-z]{2})\.ts$/;

/** { en: {...}, hi: {...}, … }: every language file of the admin app. */
export async function buildLanguageCatalogues() {
  const { build } = await import('esbuild');
  const catalogues = {};
  for (const name of readdirSync(LOCALES).sort()) {
    const code = LANGUAGE_FILE.exec(name)?.[1];
    if (!code) continue;
    const exported = code === 'en' ? 'en as default' : 'default';
    const result = await build({
      stdin: { contents: `export { ${exported} } from './${name}';`, resolveDir: LOCALES, loader: 'ts' },
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'neutral',
      logLevel: 'warning',
    });
    const code64 = Buffer.from(result.outputFiles[0]?.text ?? '').toString('base64');
    const module = await import(`data:text/javascript;base64,${code64}`);
    catalogues[code] = module.default;
  }
  return catalogues;
}
