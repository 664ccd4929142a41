// The purchase screens in the nine languages: every string translated (no key missing, no English
// copy), with the same {{placeholders}} as English so nothing is lost from a message.
import { describeTranslations, type Tree } from '../translation-check.ts';
import { purchases as bn } from './bn.ts';
import { purchases as en } from './en.ts';
import { purchases as gu } from './gu.ts';
import { purchases as hi } from './hi.ts';
import { purchases as kn } from './kn.ts';
import { purchases as ml } from './ml.ts';
import { purchases as mr } from './mr.ts';
import { purchases as ta } from './ta.ts';
import { purchases as te } from './te.ts';

/** Strings that read the same in every language (codes and abbreviations). */
const SAME_EVERYWHERE = new Set(['GST', 'UPI', 'MRP (₹)']);

describeTranslations(
  'purchase',
  en as Tree,
  { hi, mr, bn, ta, gu, kn, ml, te } as Record<string, Tree>,
  SAME_EVERYWHERE,
);
