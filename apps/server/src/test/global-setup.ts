// Vitest global setup for the server project: the test databases' templates (templates.ts), made
// once per run when missing, and the ones no run has used for a day removed.
import {
  ensurePgliteTemplate,
  ensurePostgresTemplate,
  markPostgresTemplatesUsed,
  removeStalePgliteTemplates,
  removeStalePostgresDatabases,
  templateKeys,
} from './templates.ts';

export default async function setup(): Promise<void> {
  const keys = templateKeys();
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    await ensurePostgresTemplate(url, 'demo', keys);
    await markPostgresTemplatesUsed(url, keys);
    await removeStalePostgresDatabases(url, keys);
  } else {
    await ensurePgliteTemplate('demo', keys);
    removeStalePgliteTemplates(keys);
  }
}
