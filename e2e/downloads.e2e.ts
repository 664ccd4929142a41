// The downloads journey (support/downloads-journey.ts) on the embedded database.
import { downloadsJourney } from './support/downloads-journey.ts';

downloadsJourney('PGlite');
