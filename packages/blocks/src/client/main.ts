// Entry of the bundle: a module script runs after the document is parsed.
import { enhanceShop } from './shop.ts';

enhanceShop();
