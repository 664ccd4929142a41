// The field apps' language files (shared-blocks.md §7 "Language", §9 "Language files carry a cache
// revision tag"): the admin app's catalogue (apps/web/src/locales) per language, as the whole
// catalogue (`translation`, i18next's namespace) and one file per namespace. The built server reads
// what apps/server/build.mjs wrote to dist/lang/; from source (dev, tests) it is built in memory on
// first use. Each file's revision is its content's hash: in the file and as its ETag.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LANGUAGE_CODES } from '@storekeep/domain/languages';
import { serverRoot } from '../../config.ts';

/** Where build.mjs writes the catalogues, inside the server's folder. */
export const BUILT_LANGUAGE_CATALOGUES = 'dist/lang/catalogues.json';
/** The file holding the whole catalogue (i18next's default namespace). */
export const WHOLE_CATALOGUE_FILE = 'translation';

type Catalogue = Record<string, unknown>;

export interface LanguageFile {
  /** The file's content hash: its cache revision tag and ETag. */
  revision: string;
  /** The file as served: the revision first, then the texts. */
  content: { revision: string } & Catalogue;
}

let loading: Promise<Map<string, LanguageFile>> | undefined;

/** The file of a language (en, hi …) by name (translation, greeting …), if there is one. */
export async function languageFile(lang: string, file: string): Promise<LanguageFile | undefined> {
  loading ??= readOrBuild().then(languageFiles);
  // A failed build is retried on the next request instead of being remembered.
  loading.catch(() => {
    loading = undefined;
  });
  return (await loading).get(`${lang}/${file}`);
}

async function readOrBuild(): Promise<Record<string, Catalogue>> {
  const root = serverRoot();
  if (fileURLToPath(import.meta.url).startsWith(join(root, 'dist')))
    return JSON.parse(readFileSync(join(root, BUILT_LANGUAGE_CATALOGUES), 'utf8'));
  // Not a literal path: the server's bundle must not take esbuild in.
  const script = pathToFileURL(join(root, 'scripts/language-catalogues.mjs')).href;
  const { buildLanguageCatalogues } = (await import(script)) as {
    buildLanguageCatalogues: () => Promise<Record<string, Catalogue>>;
  };
  return buildLanguageCatalogues();
}

function withRevision(texts: Catalogue): LanguageFile {
  const revision = createHash('sha256').update(JSON.stringify(texts)).digest('base64url').slice(0, 16);
  return { revision, content: { revision, ...texts } };
}

/** Every language's files: the whole catalogue and each namespace English has. */
function languageFiles(catalogues: Record<string, Catalogue>): Map<string, LanguageFile> {
  const english = catalogues.en;
  if (!english) throw new Error('The admin app has no English catalogue');
  const files = new Map<string, LanguageFile>();
  for (const lang of LANGUAGE_CODES) {
    const catalogue = catalogues[lang];
    if (!catalogue) throw new Error(`The admin app has no ${lang} catalogue`);
    files.set(`${lang}/${WHOLE_CATALOGUE_FILE}`, withRevision(catalogue));
    for (const [namespace, texts] of Object.entries(catalogue))
      if (namespace in english && typeof texts === 'object' && texts !== null && namespace !== 'revision')
        files.set(`${lang}/${namespace}`, withRevision(texts as Catalogue));
  }
  return files;
}
