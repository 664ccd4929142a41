// Adds the "Other languages" field to a block's config when the block has texts to translate.
import type { BlockType } from '../block-schemas.ts';
import { BLOCK_TEXTS } from '../block-texts.ts';
import { translationsField } from './translations-field.tsx';

export function withTextsField<C extends { fields?: object }>(type: BlockType, config: C): C {
  if (Object.keys(BLOCK_TEXTS[type]).length === 0) return config;
  return { ...config, fields: { ...config.fields, translations: translationsField(type) } };
}
