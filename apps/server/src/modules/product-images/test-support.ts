// Shared by the product image tests: the files that uploads left in a storage folder.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under `root`, relative to it, sorted. */
export function filesUnder(root: string): string[] {
  const walk = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path.slice(root.length + 1)];
        })
      : [];
  return walk(root).sort();
}
