// The inventory screens in the nine languages: every string translated (no key missing, no English
// copy), with the same {{placeholders}} as English so nothing is lost from a message.
import { describeTranslations, type Tree } from '../translation-check.ts';
import { inventory as bn } from './bn.ts';
import { inventory as en } from './en.ts';
import { inventory as gu } from './gu.ts';
import { inventory as hi } from './hi.ts';
import { inventory as kn } from './kn.ts';
import { inventory as ml } from './ml.ts';
import { inventory as mr } from './mr.ts';
import { inventory as ta } from './ta.ts';
import { inventory as te } from './te.ts';

/** Strings that read the same in every language (an arrow between two outlet names). */
const SAME_EVERYWHERE = new Set(['{{from}} → {{to}}']);

describeTranslations(
  'inventory',
  en as Tree,
  { hi, mr, bn, ta, gu, kn, ml, te } as Record<string, Tree>,
  SAME_EVERYWHERE,
);
