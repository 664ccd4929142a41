// The Discount codes screen in the nine languages: every string translated (no key missing, no
// English copy), with the same {{placeholders}} as English so nothing is lost from a message.
import { en } from '../en.ts';
import { describeTranslations, type Tree } from '../translation-check.ts';
import { discountCodes as bn } from './bn.ts';
import { discountCodes as gu } from './gu.ts';
import { discountCodes as hi } from './hi.ts';
import { discountCodes as kn } from './kn.ts';
import { discountCodes as ml } from './ml.ts';
import { discountCodes as mr } from './mr.ts';
import { discountCodes as ta } from './ta.ts';
import { discountCodes as te } from './te.ts';

describeTranslations(
  'discount codes',
  { discountCodes: en.discountCodes } as Tree,
  { hi, mr, bn, ta, gu, kn, ml, te } as Record<string, Tree>,
  new Set<string>(),
);
