// The staff, activity log, outlets and invitation screens in the nine languages: every string
// translated (no key missing, no English copy), with the same {{placeholders}} as English.
import { describeTranslations, type Tree } from '../translation-check.ts';
import { staffStrings as bn } from './bn.ts';
import { staffStrings as en } from './en.ts';
import { staffStrings as gu } from './gu.ts';
import { staffStrings as hi } from './hi.ts';
import { staffStrings as kn } from './kn.ts';
import { staffStrings as ml } from './ml.ts';
import { staffStrings as mr } from './mr.ts';
import { staffStrings as ta } from './ta.ts';
import { staffStrings as te } from './te.ts';

/** Strings that read the same in every language (the product's name, codes, numbers). */
const SAME_EVERYWHERE = new Set(['Storekeep']);

describeTranslations(
  'staff',
  en as Tree,
  { hi, mr, bn, ta, gu, kn, ml, te } as Record<string, Tree>,
  SAME_EVERYWHERE,
);
