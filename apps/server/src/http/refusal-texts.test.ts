// Every text the server refuses with reaches the user in the eight languages: the *_MESSAGES
// constants of the server's modules and the texts written inline in invalid(), conflict(),
// notFound() … and new AppError() (the storefront's pages aside: they speak the shop's language).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LANGUAGE_CODES } from '@storekeep/domain/languages';
import { translateMessage } from '@storekeep/domain/message-translation';
import {
  type CollectedMessage,
  collectMessages,
  translationProblems,
} from '@storekeep/domain/message-translation.test-support';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' || name === 'fakes' ? [] : sourceFiles(path);
    return name.endsWith('.ts') && !name.includes('.test') ? [path] : [];
  });
}

const files = sourceFiles(SRC).map((path) => ({
  path: relative(SRC, path),
  text: readFileSync(path, 'utf8'),
}));

/** A quoted text: '…' or "…" without interpolation. */
const QUOTED = String.raw`(?:'((?:\\.|[^'\\])*)'|"((?:\\.|[^"\\])*)")`;
const REFUSAL = new RegExp(
  String.raw`\b(?:invalid|conflict|notFound|forbidden|unauthenticated|rateLimited)\(\s*${QUOTED}|new AppError\(\s*\d+\s*,\s*'[a-z_]+'\s*,\s*${QUOTED}|\(message = ${QUOTED}\)`,
  'g',
);
/** The messages the server's own schemas give inline: .min(1, '…'), message: '…'. */
const SCHEMA_MESSAGE =
  /\.(?:min|max|length|regex|refine|email|int|positive|nonnegative|gte|lte|gt|lt)\([^()]*?'([A-Z][^']{3,})'\s*\)|\bmessage:\s*'([A-Z][^']{3,})'/g;
/** The field messages of invalid('…', { field: '…' }). */
const FIELDS = /\binvalid\([^;]*?,\s*\{([^{}]*)\}/g;
const FIELD_TEXT = new RegExp(String.raw`:\s*${QUOTED}`, 'g');

function inlineRefusals(): CollectedMessage[] {
  const found: CollectedMessage[] = [];
  for (const { path, text } of files) {
    if (path.startsWith('modules/storefront/')) continue;
    for (const m of text.matchAll(REFUSAL)) {
      const english = m.slice(1).find((g) => g !== undefined);
      if (english) found.push({ source: path, english: english.replace(/\\(.)/g, '$1'), values: [] });
    }
    if (!path.startsWith('demo/'))
      for (const m of text.matchAll(SCHEMA_MESSAGE)) {
        const english = m[1] ?? m[2];
        if (english) found.push({ source: `${path} (schema)`, english, values: [] });
      }
    for (const m of text.matchAll(FIELDS))
      for (const f of (m[1] ?? '').matchAll(FIELD_TEXT)) {
        const english = f[1] ?? f[2];
        if (english) found.push({ source: `${path} (field)`, english, values: [] });
      }
  }
  return found;
}

describe('the texts the server refuses with', () => {
  it('has every *_MESSAGES constant of the server in the eight languages, values kept', async () => {
    const modules: Record<string, Record<string, unknown>> = {};
    for (const { path, text } of files)
      if (/export const [A-Z_]+_MESSAGES\b/.test(text)) modules[path] = await import(join(SRC, path));
    const messages = collectMessages(modules);
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(11);
    expect(translationProblems(messages)).toEqual([]);
  });

  it('has every text written inline in a refusal in the eight languages', () => {
    const refusals = inlineRefusals();
    expect(refusals.map((r) => r.english)).toEqual(
      expect.arrayContaining([
        'Domain not found.',
        'You do not have permission to do this.',
        'Required Field',
      ]),
    );
    expect(translationProblems(refusals)).toEqual([]);
  });

  it('has the error handler’s own texts in the eight languages', () => {
    for (const english of ['Invalid value', 'Invalid request', 'Too many requests. Please wait a moment.'])
      for (const language of LANGUAGE_CODES.filter((l) => l !== 'en'))
        expect(translateMessage(english, language), `${language}: ${english}`).not.toBe(english);
  });
});
