// A setting either works or is not shown: every field on the settings screens has code that reads it
// (named in packages/domain setting-effects, and checked here to mention it), and every setting the
// screens hide stays in the stored data.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_ACCOUNT_SETTINGS, DEFAULT_STORE_SETTINGS } from '@storekeep/domain/account-settings';
import {
  ACCOUNT_SETTING_EFFECTS,
  isWorkingSetting,
  type SettingEffect,
  STORE_SETTING_EFFECTS,
} from '@storekeep/domain/setting-effects';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_SECTIONS,
  ALL_ACCOUNT_SECTIONS,
  ALL_STORE_SECTIONS,
  STORE_SECTIONS,
} from './setting-fields.ts';

const REPO = resolve(import.meta.dirname, '../../../../../..');

/** The file's code without its comments, so a comment naming a setting does not count as reading it. */
const codeOf = (path: string) =>
  readFileSync(join(REPO, path), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');

const shownNames = (sections: readonly { fields: readonly { name: string }[] }[]) =>
  sections.flatMap((section) => section.fields.map((field) => field.name));

describe.each([
  {
    screen: 'account',
    all: ALL_ACCOUNT_SECTIONS,
    shown: ACCOUNT_SECTIONS,
    effects: ACCOUNT_SETTING_EFFECTS as Record<string, SettingEffect>,
    stored: DEFAULT_ACCOUNT_SETTINGS as Record<string, unknown>,
  },
  {
    screen: 'store',
    all: ALL_STORE_SECTIONS,
    shown: STORE_SECTIONS,
    effects: STORE_SETTING_EFFECTS as Record<string, SettingEffect>,
    stored: DEFAULT_STORE_SETTINGS as Record<string, unknown>,
  },
])('$screen settings screen', ({ all, shown, effects, stored }) => {
  it('shows only settings whose readers exist and read them', () => {
    const unread: string[] = [];
    for (const name of shownNames(shown)) {
      const effect = effects[name];
      if (!effect || !('readBy' in effect)) {
        unread.push(`${name}: no effect`);
        continue;
      }
      for (const path of effect.readBy)
        if (!new RegExp(`\\b${name}\\b`).test(codeOf(path))) unread.push(`${name}: not read in ${path}`);
    }
    expect(unread).toEqual([]);
  });

  it('has a control for every stored setting, and hides exactly the ones without an effect', () => {
    expect(shownNames(all).sort()).toEqual(Object.keys(stored).sort());
    const hidden = shownNames(all).filter((name) => !shownNames(shown).includes(name));
    expect(hidden.sort()).toEqual(
      Object.keys(stored)
        .filter((name) => !isWorkingSetting(effects[name] as SettingEffect))
        .sort(),
    );
  });
});

describe('settings without an effect', () => {
  it('include the ones a merchant found doing nothing that are still not built', () => {
    const shown = shownNames(ACCOUNT_SECTIONS);
    for (const name of [
      'uploadPrescription',
      'addSynonym',
      'addAttachment',
      'isAllowAdjustments',
      'isDiscountOnRate',
      'isAutomatedCategorization',
    ])
      expect(shown).not.toContain(name);
  });
});
