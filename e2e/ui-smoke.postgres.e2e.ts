// The browser smoke (support/ui-smoke.ts) on a PostgreSQL server (TEST_DATABASE_URL): every screen
// opened once, at 1280 px, for what the database decides (a server error, an error page, a console
// error). Layout and axe findings do not depend on the database: the PGlite run checks them at both
// widths.
import { DESKTOP } from './support/browser.ts';
import { postgresReachable } from './support/postgres.ts';
import { uiSmoke } from './support/ui-smoke.ts';

uiSmoke({ database: 'PostgreSQL', available: await postgresReachable(), widths: [DESKTOP], axe: false });
