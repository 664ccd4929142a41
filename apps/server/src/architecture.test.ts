// ARCHITECTURE.md "Boundaries": a server module uses another module only through that module's
// service.ts or index.ts, and no source file imports itself back through a chain of imports; the
// start-up code does not load exceljs.
// Plain file reads and a regular expression over the import specifiers: no parser, no package.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const MODULES = join(ROOT, 'apps/server/src/modules');
/** The source trees whose files must not import each other in a circle. */
const SOURCE_TREES = ['apps/server/src', 'packages/domain/src', 'packages/blocks/src', 'apps/web/src'];
/** What another module may import of a module: its published faces. */
const PUBLIC_FILES = new Set(['service.ts', 'index.ts']);
/**
 * Tests and their shared fixtures (test-support.ts) set up rows across modules, as the seed does;
 * they are not part of the running server, so the boundary rule is about the other files.
 */
const isTestFile = (path: string) => /\.test\.tsx?$|[\\/]test-support\.ts$/.test(path);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : filesUnder(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every relative specifier a file imports or re-exports, type-only and dynamic ones included. */
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)'(\.{1,2}\/[^']+)'/gm;

function relativeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const targets: string[] = [];
  for (const match of source.matchAll(IMPORT)) {
    const target = resolveImport(file, match[1] as string);
    if (target) targets.push(target);
  }
  return targets;
}

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  if (/\.js$/.test(base)) candidates.push(base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'));
  return candidates.find((path) => existsSync(path) && statSync(path).isFile()) ?? null;
}

/** The module a file belongs to and its path inside it; null outside apps/server/src/modules. */
function moduleOf(path: string): { name: string; inner: string } | null {
  const rel = relative(MODULES, path);
  if (rel.startsWith('..')) return null;
  const [name, ...rest] = rel.split(sep);
  return name && rest.length > 0 ? { name, inner: rest.join('/') } : null;
}

/** The cycles of a graph, each once, as the chain of files from its first file back to it. */
function cyclesOf(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const seen = new Set<string>();
  const reported = new Set<string>();
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') {
        const cycle = path.slice(path.indexOf(next));
        const key = [...cycle].sort().join('|');
        if (!reported.has(key)) {
          reported.add(key);
          cycles.push([...cycle, next]);
        }
      } else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
    seen.add(file);
  };
  for (const file of [...graph.keys()].sort()) if (!seen.has(file)) visit(file);
  return cycles;
}

describe('server architecture', () => {
  it('lets a module use another module only through its service.ts or index.ts', () => {
    const offending: string[] = [];
    for (const file of filesUnder(MODULES).filter((path) => !isTestFile(path))) {
      const own = moduleOf(file);
      for (const target of relativeImports(file)) {
        const other = moduleOf(target);
        if (!other || other.name === own?.name || PUBLIC_FILES.has(other.inner)) continue;
        offending.push(`${relative(MODULES, file)} → ${relative(MODULES, target)}`);
      }
    }
    expect(offending).toEqual([]);
  });

  it('loads exceljs only when a workbook is made or read, not at start', () => {
    // It and its zip libraries took about 120 ms of a 750 ms cold start when a module imported it
    // statically (the cold-start benchmark, docs/benchmarks.md).
    const offending = filesUnder(join(ROOT, 'apps/server/src'))
      .filter((path) => !isTestFile(path))
      .filter((path) => /^\s*import\s+(?!type\b)[^;]*?from\s*'exceljs'/m.test(readFileSync(path, 'utf8')))
      .map((path) => relative(ROOT, path));
    expect(offending).toEqual([]);
  });

  it('has no import cycles among the source files of the server, the web and the packages', () => {
    const graph = new Map<string, string[]>();
    for (const tree of SOURCE_TREES)
      for (const file of filesUnder(join(ROOT, tree))) graph.set(file, relativeImports(file));
    const cycles = cyclesOf(graph).map((cycle) => cycle.map((file) => relative(ROOT, file)).join(' → '));
    expect(cycles).toEqual([]);
  });
});
