// The legacy apps' contract (support/legacy-contract.ts) on a PostgreSQL server (TEST_DATABASE_URL).
import { legacyContract } from './support/legacy-contract.ts';
import { postgresReachable } from './support/postgres.ts';

legacyContract('PostgreSQL', await postgresReachable());
