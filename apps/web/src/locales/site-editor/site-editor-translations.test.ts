// The website editor's picker and conflict message in the nine languages: every string
// translated (no key missing, no English copy), with the same {{placeholders}} as English.
import { describeTranslations, type Tree } from '../translation-check.ts';
import { siteEditorStrings as bn } from './bn.ts';
import { siteEditorStrings as en } from './en.ts';
import { siteEditorStrings as gu } from './gu.ts';
import { siteEditorStrings as hi } from './hi.ts';
import { siteEditorStrings as kn } from './kn.ts';
import { siteEditorStrings as ml } from './ml.ts';
import { siteEditorStrings as mr } from './mr.ts';
import { siteEditorStrings as ta } from './ta.ts';
import { siteEditorStrings as te } from './te.ts';

describeTranslations('site editor', en as Tree, { hi, mr, bn, ta, gu, kn, ml, te } as Record<string, Tree>);
