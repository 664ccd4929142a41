// Small helpers shared by the project scripts (plain Node, no dependencies: they run before npm install).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { useProjectNode } from './node-runtime.mjs';

// Every project script runs on the Node.js of .nvmrc, fetched from the npm registry when the one on
// the PATH is older (scripts/node-runtime.mjs).
await useProjectNode();

export const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The V8 flags the server runs with (apps/server/node-flags.json; docs/decisions/
 * 0018-young-generation-size.md): `npm start` passes them, and the benchmarks run with them.
 */
export function serverNodeFlags() {
  return JSON.parse(readFileSync(join(root, 'apps/server/node-flags.json'), 'utf8'));
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  return result.status ?? 1;
}

/** Newest modification time under the given paths (files or folders), skipping node_modules. */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path))
        if (entry !== 'node_modules' && entry !== 'dist') visit(join(path, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const path of paths) visit(join(root, path));
  return newest;
}

export function mtime(path) {
  const full = join(root, path);
  return existsSync(full) ? statSync(full).mtimeMs : 0;
}

/** Installs the npm packages when they are missing (a fresh clone). */
export function ensureInstalled() {
  if (existsSync(join(root, 'node_modules', '.package-lock.json'))) return;
  console.log('Installing packages (first run)…');
  // npm install, not npm ci: see .ci/run (the registry here serves only the Linux platform binaries).
  const status = run('npm', ['install', '--no-audit', '--no-fund']);
  if (status !== 0) process.exit(status);
}

/** Builds the admin app and the server when their sources are newer than the built files. */
export function ensureBuilt({ force = false } = {}) {
  const shared = ['packages/domain/src', 'packages/blocks/src', 'package-lock.json'];
  const web = newestMtime([
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/public',
    ...shared,
  ]);
  if (force || web > mtime('apps/web/dist/index.html')) {
    console.log('Building the admin app…');
    const status = run('npm', ['run', 'build', '-w', 'apps/web']);
    if (status !== 0) process.exit(status);
  }
  const server = newestMtime([
    'apps/server/src',
    'apps/server/build.mjs',
    'packages/blocks/scripts/shop-script.mjs',
    ...shared,
  ]);
  if (force || server > mtime('apps/server/dist/main.js')) {
    console.log('Building the server…');
    const status = run('npm', ['run', 'build', '-w', 'apps/server']);
    if (status !== 0) process.exit(status);
  }
}
