// The legacy apps' contract (support/legacy-contract.ts) on the embedded database the product starts on.
import { legacyContract } from './support/legacy-contract.ts';

legacyContract('PGlite');
