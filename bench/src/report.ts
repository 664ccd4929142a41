// Formatting of the result lines: `name: ratio (target <op> value) PASS|FAIL`, details indented by two spaces.
import { fileURLToPath } from 'node:url';
import type { Target } from '../config.ts';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface Result {
  name: string;
  value: number;
  target: Target;
  details: string[];
}

export function passes(value: number, target: Target): boolean {
  return target.op === '<=' ? value <= target.value : value >= target.value;
}

export function formatResult({ name, value, target, details }: Result): string {
  const rate = target.unit !== 'x' && target.unit !== '';
  const shown =
    target.unit === 'x'
      ? `${value.toFixed(2)}x`
      : rate
        ? `${value.toFixed(1)} ${target.unit}`
        : value.toFixed(3);
  const unit = rate ? ` ${target.unit}` : target.unit;
  const verdict = passes(value, target) ? 'PASS' : 'FAIL';
  const line = `${name}: ${shown} (target ${target.op} ${target.value}${unit}) ${verdict}`;
  return [line, ...details.map((detail) => `  ${detail}`)].join('\n');
}

export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export const ms = (value: number): string => `${Math.round(value)} ms`;
export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** Progress on stderr, so stdout holds only the result lines. */
export function progress(message: string): void {
  process.stderr.write(`· ${message}\n`);
}
