// Every word the builder's tables translate, with its English as its source writes it (tests only):
// the Puck config's block names, categories, field and option labels (under the keys
// features/online-store/components/editor-words.ts looks up), the per-language texts' labels, the
// blocks' own fields' words, Puck's, and the gallery's groups, verticals (as the server's
// migrations seed them) and shipped themes' descriptions.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BLOCK_TEXTS } from '@storekeep/blocks/block-texts';
import { puckConfig } from '@storekeep/blocks/config';
import { SCROLL_EFFECT_LABELS } from '@storekeep/blocks/effects';
import { EDITOR_TEXTS } from '@storekeep/blocks/fields/editor-texts';
import { THEMES } from '@storekeep/blocks/themes';
import { SCROLL_EFFECT_POPOVERS } from '@storekeep/domain/website-builder';
import {
  blockKey,
  categoryKey,
  fieldKeys,
  optionKeys,
  ROOT_TYPE,
  textKeys,
} from '../../features/online-store/components/editor-words.ts';
import {
  themeCategoryKey,
  themeDescriptionKey,
  verticalKey,
} from '../../features/online-store/components/gallery-words.ts';
import { PUCK_WORDS } from '../../features/online-store/components/puck-words.ts';
import { SAME_EVERYWHERE } from '../same-everywhere.ts';

// Brands read the same everywhere (the reviewed list); the icons name some in lower case.
const sameEverywhere = new Set([...SAME_EVERYWHERE].map((text) => text.toLowerCase()));
/** A label that needs no translation: no word in it (2, 3, —), or a brand. */
const needsNoWord = (english: string) =>
  !/[A-Za-z]/.test(english) || sameEverywhere.has(english.toLowerCase());

interface Field {
  label?: string;
  options?: ReadonlyArray<{ label: string; value: unknown }>;
  objectFields?: Record<string, Field>;
  arrayFields?: Record<string, Field>;
}
type Entry = { keys: readonly string[]; english: string };

function fieldEntries(fields: Record<string, Field>, type: string, path: string[]): Entry[] {
  return Object.entries(fields).flatMap(([name, field]) => {
    const at = [...path, name];
    return [
      ...(field.label === undefined ? [] : [{ keys: fieldKeys(type, at), english: field.label }]),
      ...(field.options ?? []).map((option) => ({
        keys: optionKeys(type, at, option.value),
        english: option.label,
      })),
      ...fieldEntries(field.objectFields ?? {}, type, at),
      ...fieldEntries(field.arrayFields ?? {}, type, at),
    ];
  });
}

/**
 * Each entry under its shared key (the field's name, the option's value, the text's pattern) when
 * every entry sharing it reads the same in English, else under its own (block and path).
 */
function keyed(entries: Entry[]): Array<[string, string]> {
  const byShared = new Map<string, Set<string>>();
  for (const { keys, english } of entries) {
    const shared = keys.at(-1) ?? '';
    byShared.set(shared, (byShared.get(shared) ?? new Set()).add(english));
  }
  return entries.map(({ keys, english }) => {
    const shared = keys.at(-1) ?? '';
    return [byShared.get(shared)?.size === 1 ? shared : (keys[0] ?? shared), english];
  });
}

function sqlRows(table: string): string[][] {
  const dir = join(import.meta.dirname, '../../../../server/migrations');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .flatMap((name) => {
      const sql = readFileSync(join(dir, name), 'utf8');
      const insert = new RegExp(`INSERT INTO ${table} \\([^)]*\\) VALUES([^;]*);`, 'g');
      return [...sql.matchAll(insert)].flatMap((match) =>
        [...(match[1] ?? '').matchAll(/\(([^)]*)\)/g)].map((row) =>
          (row[1] ?? '').split(',').map((value) =>
            value
              .trim()
              .replace(/^'(.*)'$/, '$1')
              .replace(/''/g, "'"),
          ),
        ),
      );
    });
}

/** The gallery's groups and verticals as the server seeds them. */
export const SEEDED_CATEGORIES = sqlRows('theme_categories').map(([id, name]) => ({
  categoryId: Number(id),
  name: name ?? '',
}));
export const SEEDED_VERTICALS = sqlRows('verticals').map(([, key, name]) => ({
  key: key ?? '',
  name: name ?? '',
}));

export function builderEnglish(): Record<string, string> {
  const config = puckConfig as unknown as {
    categories: Record<string, { title: string }>;
    components: Record<string, { label?: string; fields?: Record<string, Field> }>;
    root: { fields: Record<string, Field> };
  };
  const labels: Entry[] = [
    ...Object.entries(config.components).flatMap(([type, component]) =>
      fieldEntries(component.fields ?? {}, type, []),
    ),
    ...fieldEntries(config.root.fields, ROOT_TYPE, []),
    ...Object.entries(BLOCK_TEXTS).flatMap(([type, texts]) =>
      Object.entries(texts).map(([pattern, text]) => ({
        keys: textKeys(type, pattern),
        english: text.label,
      })),
    ),
  ].filter((entry) => !needsNoWord(entry.english));
  const fields = labels.filter((entry) => entry.keys[0]?.startsWith('field.'));
  const options = labels.filter((entry) => entry.keys[0]?.startsWith('option.'));
  const texts = labels.filter((entry) => entry.keys[0]?.startsWith('text.'));
  return Object.fromEntries([
    ...Object.entries(config.categories).map(([name, category]) => [categoryKey(name), category.title]),
    ...Object.entries(config.components).map(([type, component]) => [
      blockKey(type),
      component.label ?? type,
    ]),
    ...keyed(fields),
    ...keyed(options),
    ...keyed(texts),
    ...Object.entries(EDITOR_TEXTS).map(([key, english]) => [`ui.${key}`, english]),
    ...Object.entries(SCROLL_EFFECT_LABELS).map(([effect, english]) => [`effect.${effect}`, english]),
    ...Object.entries(SCROLL_EFFECT_POPOVERS).map(([name, english]) => [`popover.${name}`, english]),
    ...Object.entries(PUCK_WORDS).map(([key, english]) => [`puck.${key}`, english]),
    ...SEEDED_CATEGORIES.map((category) => [themeCategoryKey(category.categoryId), category.name]),
    ...SEEDED_VERTICALS.map((vertical) => [verticalKey(vertical.key), vertical.name]),
    ...THEMES.map((theme) => [themeDescriptionKey(theme.id), theme.description]),
  ]);
}
