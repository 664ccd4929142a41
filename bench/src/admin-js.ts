// Admin app JavaScript: what the first route downloads (the entry script of dist/index.html, its
// modulepreload links and their static imports), gzip-sized, against a Vite + React hello-world built
// in the same run with the same Vite, React plugin and target; and that initial part as a share of all
// the admin app's JavaScript.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { settings, targets } from '../config.ts';
import { removeOnExit, spawnChild } from './processes.ts';
import { kb, progress, type Result, repoRoot } from './report.ts';

const webDir = join(repoRoot, 'apps/web');
const webDist = join(webDir, 'dist');
/** Inside the repo so that `react` resolves from its node_modules; in .gitignore, removed after the run. */
const helloDir = join(repoRoot, 'bench/.hello');

const gzipBytes = (file: string): number =>
  gzipSync(readFileSync(file), { level: settings.gzipLevel }).length;

/** Script srcs and modulepreload hrefs of a built index.html, as files under dist. */
function entryFiles(dist: string): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name: string) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
    const isScript = /^<script/i.test(tag) && attr('src');
    const isPreload = /^<link/i.test(tag) && attr('rel')?.toLowerCase() === 'modulepreload';
    const url = isScript ? attr('src') : isPreload ? attr('href') : undefined;
    if (!url || /^(https?:)?\/\//.test(url)) continue;
    files.push(join(dist, url.replace(/^\//, '').split(/[?#]/)[0]!));
  }
  return files;
}

/** Relative specifiers of static `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"`. */
export function staticImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const found: string[] = [];
  const pattern = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g;
  for (const match of code.matchAll(pattern)) found.push(resolve(dirname(file), match[1]!));
  return found;
}

/** The entry files plus everything they import statically, transitively. */
export function initialFiles(dist: string): string[] {
  const seen = new Set<string>();
  const queue = entryFiles(dist);
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !file.endsWith('.js')) continue;
    if (!existsSync(file)) throw new Error(`${relative(repoRoot, file)} is referenced but missing`);
    seen.add(file);
    queue.push(...staticImports(file));
  }
  if (seen.size === 0)
    throw new Error(`${relative(repoRoot, join(dist, 'index.html'))} references no script`);
  return [...seen];
}

function allJsFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js') || name.endsWith('.mjs'))
    .map((name) => join(dir, name));
}

/** "react 65.8 KB, tanstack 35.1 KB, …" with the content hash dropped from the names. */
function largest(files: string[], count = 4): string {
  return files
    .map((file) => ({
      name: file
        .split('/')
        .pop()!
        .replace(/-[\w-]{8}\.js$/, ''),
      size: gzipBytes(file),
    }))
    .sort((a, b) => b.size - a.size)
    .slice(0, count)
    .map(({ name, size }) => `${name} ${kb(size)}`)
    .join(', ');
}

const sum = (files: string[]): number => files.reduce((total, file) => total + gzipBytes(file), 0);

async function buildAdmin(): Promise<void> {
  progress('admin js: npx vite build in apps/web');
  const child = spawnChild('vite build (apps/web)', 'npx', ['vite', 'build'], { cwd: webDir });
  const { code, signal } = await child.exited;
  if (code !== 0)
    throw new Error(
      `\`npx vite build\` in apps/web failed (${signal ?? code}):\n${child.output().slice(-1500)}`,
    );
}

async function buildHello(): Promise<string> {
  progress('admin js: Vite + React hello-world build');
  removeOnExit(helloDir);
  mkdirSync(helloDir, { recursive: true });
  writeFileSync(
    join(helloDir, 'index.html'),
    '<!doctype html>\n<html lang="en">\n  <head><meta charset="UTF-8" /><title>Hello</title></head>\n' +
      '  <body>\n    <div id="root"></div>\n    <script type="module" src="/main.jsx"></script>\n  </body>\n</html>\n',
  );
  writeFileSync(
    join(helloDir, 'main.jsx'),
    "import { StrictMode } from 'react';\nimport { createRoot } from 'react-dom/client';\n\n" +
      "createRoot(document.getElementById('root')).render(\n  <StrictMode>\n    <h1>Hello</h1>\n  </StrictMode>,\n);\n",
  );
  const [{ build }, { default: react }] = await Promise.all([import('vite'), import('@vitejs/plugin-react')]);
  const outDir = join(helloDir, 'dist');
  await build({
    root: helloDir,
    configFile: false,
    envDir: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022', sourcemap: false },
  });
  return outDir;
}

export async function adminJs(options: { build: boolean }): Promise<Result[]> {
  if (options.build) await buildAdmin();
  else if (!existsSync(join(webDist, 'index.html')))
    throw new Error('--no-build was given but apps/web/dist/index.html does not exist');
  const initial = initialFiles(webDist);
  const initialGzip = sum(initial);
  const totalGzip = sum(allJsFiles(webDist));

  const helloDist = await buildHello();
  const helloGzip = sum(initialFiles(helloDist));

  return [
    {
      name: 'admin-initial-js-vs-hello',
      value: initialGzip / helloGzip,
      target: targets.adminInitialVsHello,
      details: [
        `admin initial-route JS: ${kb(initialGzip)} gzip in ${initial.length} files` +
          `${options.build ? '' : ' (existing dist, --no-build)'}`,
        `largest initial files: ${largest(initial)}`,
        `Vite + React hello-world JS: ${kb(helloGzip)} gzip`,
      ],
    },
    {
      name: 'admin-initial-share',
      value: initialGzip / totalGzip,
      target: targets.adminInitialShare,
      details: [`all admin JS: ${kb(totalGzip)} gzip in ${allJsFiles(webDist).length} files`],
    },
  ];
}
