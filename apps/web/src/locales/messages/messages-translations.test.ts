// The messaging screens in the nine languages: every string translated (no key missing, no English
// copy), with the same {{placeholders}} as English so nothing is lost from a message.
import { describeTranslations, type Tree } from '../translation-check.ts';
import { messages as bn } from './bn.ts';
import { messages as en } from './en.ts';
import { messages as gu } from './gu.ts';
import { messages as hi } from './hi.ts';
import { messages as kn } from './kn.ts';
import { messages as ml } from './ml.ts';
import { messages as mr } from './mr.ts';
import { messages as ta } from './ta.ts';
import { messages as te } from './te.ts';

/** Strings that read the same in every language (codes). */
const SAME_EVERYWHERE = new Set(['SMS']);

describeTranslations(
  'messaging',
  en as Tree,
  { hi, mr, bn, ta, gu, kn, ml, te } as Record<string, Tree>,
  SAME_EVERYWHERE,
);
