// The credit khata's strings in the nine languages: every key translated (none missing, no
// English copy) with the same {{placeholders}} as English, plural forms included.
import { describeTranslations, type Tree } from '../translation-check.ts';
import { khata as bn } from './bn.ts';
import { khata as en } from './en.ts';
import { khata as gu } from './gu.ts';
import { khata as hi } from './hi.ts';
import { khata as kn } from './kn.ts';
import { khata as ml } from './ml.ts';
import { khata as mr } from './mr.ts';
import { khata as ta } from './ta.ts';
import { khata as te } from './te.ts';

/** Names and codes a shopkeeper reads the same in every language. */
const SAME_EVERYWHERE = new Set(['UPI', 'SMS', 'WhatsApp', 'IFSC', 'UPI ID', '{{name}}: {{reason}}']);

describeTranslations(
  'khata',
  en as Tree,
  { hi, mr, bn, ta, gu, kn, ml, te } as Record<string, Tree>,
  SAME_EVERYWHERE,
);
