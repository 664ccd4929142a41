// The demo store's category pictures: the shipped themes' own art, drawn at the category image's
// 200×200 and kept in the file storage like an upload, so the demo store's "Shop by category"
// shows pictures on a merchant's first look, not letters.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { CATEGORY_IMAGE_CROP } from '@storekeep/domain/categories';
import sharp from 'sharp';
import { serverRoot } from '../config.ts';
import type { Storage } from '../storage/storage.ts';

/** Demo category → theme art (packages/blocks/assets/themes/<theme>/<file>). */
export const DEMO_CATEGORY_ART: Readonly<Record<string, string>> = {
  Groceries: 'corner-store/cat-1.svg',
  Staples: 'fresh-basket/cat-3.svg',
  'Rice & Rice Products': 'fresh-basket/prod-4.svg',
  'Atta & Flours': 'corner-store/prod-8.svg',
  'Dals & Pulses': 'fresh-basket/prod-5.svg',
  'Oils & Ghee': 'fresh-basket/prod-6.svg',
  'Spices & Masalas': 'masala-table/prod-1.svg',
  'Snacks & Beverages': 'fresh-basket/cat-4.svg',
  'Biscuits & Cookies': 'fresh-basket/prod-3.svg',
  'Tea & Coffee': 'masala-table/prod-4.svg',
  Household: 'fresh-basket/cat-6.svg',
  Cleaning: 'corner-store/prod-5.svg',
  'Personal Care': 'corner-store/prod-4.svg',
};

/**
 * Stores the picture of a demo category and answers its storage key, or null when the category
 * has no art or the art is not on disk (a server copied without packages/blocks/assets).
 */
export async function storeDemoCategoryPicture(
  storage: Storage,
  supplierId: number,
  name: string,
  index: number,
): Promise<string | null> {
  const art = DEMO_CATEGORY_ART[name];
  const file = art ? resolve(serverRoot(), '../../packages/blocks/assets/themes', art) : null;
  if (!file || !existsSync(file)) return null;
  const bytes = await sharp(file, { density: 144 })
    .resize(CATEGORY_IMAGE_CROP.width, CATEGORY_IMAGE_CROP.height, { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
  const key = `categories/${supplierId}/demo-${index + 1}.jpg`;
  await storage.put(key, bytes, 'image/jpeg');
  return key;
}
