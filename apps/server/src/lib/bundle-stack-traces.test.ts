import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Script } from 'node:vm';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { mapStackTracesOf } from './bundle-stack-traces.ts';

const dir = mkdtempSync(join(tmpdir(), 'bundle-stack-'));
const nodeFormat = Error.prepareStackTrace;
afterAll(() => {
  Error.prepareStackTrace = nodeFormat;
  rmSync(dir, { recursive: true, force: true });
});

describe('stack traces of a bundle run from a vm Script', () => {
  it('name the original file and line, and leave the other frames to Node', async () => {
    const source = join(dir, 'origin.ts');
    writeFileSync(
      source,
      [
        'export function checkPort(raw: string): number {',
        '  const port = Number(raw);',
        "  if (!Number.isInteger(port)) throw new Error('PORT must be a whole number');",
        '  return port;',
        '}',
        '',
      ].join('\n'),
    );
    const bundle = join(dir, 'bundle.cjs');
    await build({
      entryPoints: [source],
      outfile: bundle,
      bundle: true,
      format: 'cjs',
      platform: 'node',
      minify: true,
      sourcemap: true,
      logLevel: 'silent',
    });
    const module = { exports: {} as { checkPort?: (raw: string) => number } };
    new Script(`(function (module, exports) {${readFileSync(bundle, 'utf8')}\n})`, {
      filename: bundle,
    }).runInThisContext()(module, module.exports);

    mapStackTracesOf(bundle);
    let stack = '';
    try {
      module.exports.checkPort?.('abc');
    } catch (error) {
      stack = (error as Error).stack ?? '';
    }
    expect(stack).toContain('Error: PORT must be a whole number');
    expect(stack).toContain(`${source}:3:`);
    // Frames of other files are left as they were.
    expect(stack).toContain('bundle-stack-traces.test.ts');
    expect(stack).not.toContain('bundle.cjs');
  });
});
