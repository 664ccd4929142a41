// Vitest global setup for the server project: make the migrated PGlite snapshot once per run.
import { ensurePgliteSnapshot } from './database.ts';

export default async function setup(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) await ensurePgliteSnapshot();
}
