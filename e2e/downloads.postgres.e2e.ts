// The downloads journey (support/downloads-journey.ts) on a PostgreSQL server (TEST_DATABASE_URL).
import { downloadsJourney } from './support/downloads-journey.ts';
import { postgresReachable } from './support/postgres.ts';

downloadsJourney('PostgreSQL', await postgresReachable());
