// The orders, order dialogs, invoice, customers and POS strings in the nine languages: every string
// translated (no key missing, none empty, no English copy), with the same {{placeholders}} as English.
import { describe, expect, it } from 'vitest';
import { en } from '../en.ts';
import { describeTranslations, type Tree } from '../translation-check.ts';
import { sales as bn } from './bn.ts';
import { sales as gu } from './gu.ts';
import { sales as hi } from './hi.ts';
import { sales as kn } from './kn.ts';
import { sales as ml } from './ml.ts';
import { sales as mr } from './mr.ts';
import { sales as ta } from './ta.ts';
import { sales as te } from './te.ts';

const NAMESPACES = ['orderDialogs', 'orders', 'invoice', 'customers', 'pos'] as const;

/** Codes and signs that read the same in every language. */
const SAME_EVERYWHERE = new Set(['POS', 'UPI', 'HSN/SAC', '%', '₹']);

const translations = { hi, mr, bn, ta, gu, kn, ml, te } as Record<string, Tree>;

describeTranslations(
  'sales',
  Object.fromEntries(NAMESPACES.map((ns) => [ns, en[ns]])) as Tree,
  translations,
  SAME_EVERYWHERE,
);

const emptyKeys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? value.trim()
        ? []
        : [`${prefix}${key}`]
      : emptyKeys(value, `${prefix}${key}.`),
  );

describe.each(Object.entries(translations))('sales strings in %s', (_code, translation) => {
  it('has no empty string (the delivery charge and the outlet scope included)', () => {
    expect(emptyKeys(translation)).toEqual([]);
  });
});
