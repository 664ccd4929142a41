// The API smoke suite (support/api-smoke.ts) on the embedded database the product starts on.
import { apiSmoke } from './support/api-smoke.ts';

apiSmoke('PGlite');
