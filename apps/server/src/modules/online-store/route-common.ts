// What every route of the website builder shares: who may call it, its OpenAPI tag, a theme id,
// an image's URL.
import { MENU_AREAS } from '@storekeep/domain/permissions';
import { z } from 'zod';

export const access = { access: { kind: 'supplier', area: MENU_AREAS.onlineStore } } as const;
export const tags = ['website builder'];
export const themeParams = z.object({ themeId: z.coerce.number().int().positive() });
export const imageUrl = z.string().trim().max(2000);
