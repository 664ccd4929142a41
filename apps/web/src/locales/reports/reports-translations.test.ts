// The reports, GST returns, downloads, date range and date field strings in the nine languages: every string
// translated (no key missing, no English copy), with the same {{placeholders}} as English.
import { en } from '../en.ts';
import { describeTranslations, type Tree } from '../translation-check.ts';
import { reports as bn } from './bn.ts';
import { reports as gu } from './gu.ts';
import { reports as hi } from './hi.ts';
import { reports as kn } from './kn.ts';
import { reports as ml } from './ml.ts';
import { reports as mr } from './mr.ts';
import { reports as ta } from './ta.ts';
import { reports as te } from './te.ts';

const NAMESPACES = ['dateField', 'dateRange', 'reports', 'downloads', 'drawer'] as const;

/** Tax names, codes and formats that read the same in every language. */
const SAME_EVERYWHERE = new Set([
  'CSV',
  'PDF',
  'UPI',
  'CGST',
  'SGST',
  'UTGST',
  'IGST',
  'HSN/SAC',
  'UQC',
  'GSTIN',
  'B2B',
  'GSTR-1 ({{format}})',
]);

describeTranslations(
  'reports',
  Object.fromEntries(NAMESPACES.map((ns) => [ns, en[ns]])) as Tree,
  { hi, mr, bn, ta, gu, kn, ml, te } as Record<string, Tree>,
  SAME_EVERYWHERE,
);
