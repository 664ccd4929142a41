// The browser smoke (support/ui-smoke.ts) on the embedded database the product starts on: every
// screen at 360 and 1280 px, with axe.
import { DESKTOP, PHONE } from './support/browser.ts';
import { uiSmoke } from './support/ui-smoke.ts';

uiSmoke({ database: 'PGlite', widths: [PHONE, DESKTOP], axe: true });
