// The API smoke suite (support/api-smoke.ts) on a PostgreSQL server (TEST_DATABASE_URL).
import { apiSmoke } from './support/api-smoke.ts';
import { postgresReachable } from './support/postgres.ts';

apiSmoke('PostgreSQL', await postgresReachable());
