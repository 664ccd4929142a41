// Where the themes' bundled art lives on disk, for the server to serve under THEME_ASSETS_URL_PREFIX.
import { fileURLToPath } from 'node:url';

export const THEME_ASSETS_DIR = fileURLToPath(new URL('../assets/themes/', import.meta.url));
export { THEME_ASSETS_URL_PREFIX } from './image.ts';
