// The online store builder's strings (landing, themes, domains, walkthrough, editor) in the nine
// languages: every string translated (no key missing, no English copy, none empty), with the same
// {{placeholders}} as English, and each language file serving them.
import { describe, expect, it } from 'vitest';
import bnFile from '../bn.ts';
import { en } from '../en.ts';
import guFile from '../gu.ts';
import hiFile from '../hi.ts';
import knFile from '../kn.ts';
import mlFile from '../ml.ts';
import mrFile from '../mr.ts';
import taFile from '../ta.ts';
import teFile from '../te.ts';
import { describeTranslations, type Tree } from '../translation-check.ts';
import { builder as bn } from './bn.ts';
import { builder as gu } from './gu.ts';
import { builder as hi } from './hi.ts';
import { builder as kn } from './kn.ts';
import { builder as ml } from './ml.ts';
import { builder as mr } from './mr.ts';
import { builder as ta } from './ta.ts';
import { builder as te } from './te.ts';

/** Codes that read the same in every language. */
const SAME_EVERYWHERE = new Set(['SKU']);

const translations = { hi, mr, bn, ta, gu, kn, ml, te };

describeTranslations(
  'builder',
  { builder: en.builder } as Tree,
  Object.fromEntries(
    Object.entries(translations).map(([code, strings]) => [code, { builder: strings }]),
  ) as Record<string, Tree>,
  SAME_EVERYWHERE,
);

const files = {
  hi: hiFile,
  mr: mrFile,
  bn: bnFile,
  ta: taFile,
  gu: guFile,
  kn: knFile,
  ml: mlFile,
  te: teFile,
};

describe.each(Object.entries(translations))('builder strings served in %s', (code, strings) => {
  it('come from this folder in the language file', () => {
    expect(files[code as keyof typeof files].builder).toBe(strings);
  });

  it('has no empty string', () => {
    const empty = (tree: Tree, prefix: string): string[] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'string' ? (value.trim() ? [] : [prefix + key]) : empty(value, `${prefix}${key}.`),
      );
    expect(empty(strings as Tree, '')).toEqual([]);
  });
});
