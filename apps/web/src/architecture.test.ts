// STYLE.md rule 7 and 13: features do not import each other's insides; no barrel files in features;
// the shell loads no API schemas (the first download's budget, docs/benchmarks.md).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname);
const FEATURES = join(SRC, 'features');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

function featureOf(path: string): string | null {
  const rel = relative(FEATURES, path);
  return rel.startsWith('..') ? null : (rel.split(sep)[0] ?? null);
}

describe('architecture', () => {
  it('has no imports from one feature into another', () => {
    const offending: string[] = [];
    for (const file of filesUnder(FEATURES)) {
      const own = featureOf(file);
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/from '(\.[^']+)'|import\('(\.[^']+)'\)/g)) {
        const target = resolve(join(file, '..'), match[1] ?? match[2] ?? '');
        const other = featureOf(target);
        if (other && other !== own) offending.push(`${relative(SRC, file)} → ${relative(SRC, target)}`);
      }
    }
    expect(offending).toEqual([]);
  });

  it('keeps the API schemas out of the shell, which every first screen downloads', () => {
    // A value imported from a domain *-api module brings the whole module (its zod schemas are
    // built when it loads) and zod into the first download; screens and loaders import them.
    const offending: string[] = [];
    for (const file of filesUnder(join(SRC, 'app')).filter((f) => !/\.test\.tsx?$/.test(f))) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(
        /^import (?!type\b)[^;]*?from '@storekeep\/domain\/([a-z-]+-api)'/gm,
      ))
        offending.push(`${relative(SRC, file)} → ${match[1]}`);
    }
    expect(offending).toEqual([]);
  });

  it('has no index barrel files inside features', () => {
    expect(filesUnder(FEATURES).filter((file) => /[\\/]index\.tsx?$/.test(file))).toEqual([]);
  });
});
