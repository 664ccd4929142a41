// The site editor in the person's language: packages/blocks' Puck config with its block names,
// categories, field and option labels looked up in the builder's words (app/builder-words.ts), and
// the words the blocks' own fields and Puck show. Only labels change: the server renders with the
// config as packages/blocks writes it. Keys (decision 0275): a label is looked up by its block and
// field path first (`field.Header.coverButton.label`), then by the field's name alone
// (`field.label`), which one word serves wherever every block labels that name alike.
import type { Config, Dictionary } from '@puckeditor/core';
import type { BlocksEditorServices } from '@storekeep/blocks/editor';
import type { WordLookup } from '../../../app/builder-words.ts';
import { PUCK_WORDS } from './puck-words.ts';

interface LabelledField {
  type: string;
  label?: string;
  options?: ReadonlyArray<{ label: string; value: unknown }>;
  objectFields?: Record<string, LabelledField>;
  arrayFields?: Record<string, LabelledField>;
}
type FieldTree = Record<string, LabelledField>;
type ResolveFields = (data: unknown, params: unknown) => FieldTree | Promise<FieldTree>;
interface ComponentLike {
  label?: string;
  fields?: FieldTree;
  resolveFields?: ResolveFields;
}
interface ConfigLike {
  categories?: Record<string, { title?: string; components?: string[] }>;
  components: Record<string, ComponentLike>;
  root?: ComponentLike;
}

/** The type the root's fields are keyed under. */
export const ROOT_TYPE = 'root';

export const blockKey = (type: string) => `block.${type}`;
export const categoryKey = (name: string) => `category.${name}`;
export const fieldKeys = (type: string, path: readonly string[]): [string, string] => [
  `field.${type}.${path.join('.')}`,
  `field.${path.at(-1)}`,
];
export const optionKeys = (type: string, path: readonly string[], value: unknown): [string, string] => [
  `option.${type}.${path.join('.')}.${String(value)}`,
  `option.${String(value)}`,
];
/** The label of a text given per language (packages/blocks BLOCK_TEXTS), by block and pattern. */
export const textKeys = (type: string, pattern: string): [string, string] => [
  `text.${type}.${pattern}`,
  `text.${pattern}`,
];

function translateFields(
  fields: FieldTree,
  type: string,
  path: readonly string[],
  word: WordLookup,
): FieldTree {
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [name, translateField(field, type, [...path, name], word)]),
  );
}

function translateField(
  field: LabelledField,
  type: string,
  path: readonly string[],
  word: WordLookup,
): LabelledField {
  const next: LabelledField = { ...field };
  if (field.label !== undefined) next.label = word(fieldKeys(type, path), field.label);
  if (field.options)
    next.options = field.options.map((option) => ({
      ...option,
      label: word(optionKeys(type, path, option.value), option.label),
    }));
  if (field.objectFields) next.objectFields = translateFields(field.objectFields, type, path, word);
  if (field.arrayFields) next.arrayFields = translateFields(field.arrayFields, type, path, word);
  return next;
}

function translateComponent(component: ComponentLike, type: string, word: WordLookup): ComponentLike {
  const next: ComponentLike = { ...component };
  if (type !== ROOT_TYPE) next.label = word([blockKey(type)], component.label ?? type);
  if (component.fields) next.fields = translateFields(component.fields, type, [], word);
  const resolve = component.resolveFields;
  // The fields a block swaps in as it is edited (the effect slider, the rich-text editor) too.
  if (resolve)
    next.resolveFields = (data, params) => {
      const fields = resolve(data, params);
      return fields instanceof Promise
        ? fields.then((resolved) => translateFields(resolved, type, [], word))
        : translateFields(fields, type, [], word);
    };
  return next;
}

/** The config with every label in the language of `word`. */
export function translateConfig<C extends Config>(config: C, word: WordLookup): C {
  const source = config as unknown as ConfigLike;
  const translated: ConfigLike = {
    ...source,
    components: Object.fromEntries(
      Object.entries(source.components).map(([type, component]) => [
        type,
        translateComponent(component, type, word),
      ]),
    ),
  };
  if (source.categories)
    translated.categories = Object.fromEntries(
      Object.entries(source.categories).map(([name, category]) => [
        name,
        { ...category, title: word([categoryKey(name)], category.title ?? name) },
      ]),
    );
  if (source.root) translated.root = translateComponent(source.root, ROOT_TYPE, word);
  return translated as unknown as C;
}

/** The blocks' own fields' words: a text per language's label by block and pattern, the rest by key. */
export function blocksTranslate(word: WordLookup): NonNullable<BlocksEditorServices['translate']> {
  return (key, english) => {
    const text = /^text\.([A-Za-z]+)\.(.+)$/.exec(key);
    return text ? word(textKeys(text[1] ?? '', text[2] ?? ''), english) : word([key], english);
  };
}

/** Puck's own words, keyed `puck.<key>`. */
export function puckDictionary(word: WordLookup): Dictionary {
  return Object.fromEntries(
    Object.entries(PUCK_WORDS).map(([key, english]) => [key, word([`puck.${key}`], english)]),
  );
}
