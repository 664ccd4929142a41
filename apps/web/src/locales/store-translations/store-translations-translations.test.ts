// The Translations section's strings in the nine languages: every string translated (no key
// missing, no English copy), with the same {{placeholders}} as English.
import { en } from '../en.ts';
import { describeTranslations, type Tree } from '../translation-check.ts';
import { storeTranslationStrings as bn } from './bn.ts';
import { storeTranslationStrings as gu } from './gu.ts';
import { storeTranslationStrings as hi } from './hi.ts';
import { storeTranslationStrings as kn } from './kn.ts';
import { storeTranslationStrings as ml } from './ml.ts';
import { storeTranslationStrings as mr } from './mr.ts';
import { storeTranslationStrings as ta } from './ta.ts';
import { storeTranslationStrings as te } from './te.ts';

describeTranslations(
  'storeTranslations',
  { storeTranslations: en.storeTranslations } as Tree,
  { hi, mr, bn, ta, gu, kn, ml, te } as Record<string, Tree>,
);
