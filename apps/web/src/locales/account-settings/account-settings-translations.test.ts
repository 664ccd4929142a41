// The account settings, checkout settings and online refund strings in the nine languages, checked on
// each language as it is loaded: the settings namespaces are merged there from this folder, staff and
// customer messages, so this proves the merge leaves no English key out.
import bn from '../bn.ts';
import { en } from '../en.ts';
import gu from '../gu.ts';
import hi from '../hi.ts';
import kn from '../kn.ts';
import ml from '../ml.ts';
import mr from '../mr.ts';
import ta from '../ta.ts';
import te from '../te.ts';
import { describeTranslations, type Tree } from '../translation-check.ts';

const NAMESPACES = [
  'settingsSections',
  'settingsSectionHelp',
  'settingsHelp',
  'settingsOptions',
  'settingsFields',
  'checkoutSettings',
  'onlineRefunds',
] as const;

const pick = (locale: object): Tree =>
  Object.fromEntries(NAMESPACES.map((ns) => [ns, (locale as Record<string, Tree>)[ns] ?? {}])) as Tree;

/** Payment providers and feature names that read the same in every language. */
const SAME_EVERYWHERE = new Set(['JD Pay', 'PayPal', 'PayU', 'PayUbiz', 'Razorpay', 'SmartFill']);

describeTranslations(
  'account settings',
  pick(en),
  Object.fromEntries(
    Object.entries({ hi, mr, bn, ta, gu, kn, ml, te }).map(([code, locale]) => [code, pick(locale)]),
  ),
  SAME_EVERYWHERE,
);
