// The theme gallery and the store the builder works on (GET /api/v1/site/theme-categories,
// /site/verticals, /site/themes?vertical=, /site/supplier-info), read with the builder API's
// schemas.
import {
  supplierInfoSchema,
  themeCategoriesReplySchema,
  themesReplySchema,
  verticalsReplySchema,
} from '@storekeep/domain/online-store-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../app/api-client.ts';

export type { SupplierInfo, ThemeCategory, ThemeSummary, Vertical } from '@storekeep/domain/online-store-api';

export const themeCategoriesQuery = queryOptions({
  queryKey: ['site', 'theme-categories'],
  staleTime: 10 * 60_000,
  queryFn: async () =>
    themeCategoriesReplySchema.parse(await api.get<unknown>('/api/v1/site/theme-categories')).categories,
});

export const verticalsQuery = queryOptions({
  queryKey: ['site', 'verticals'],
  staleTime: 10 * 60_000,
  queryFn: async () => verticalsReplySchema.parse(await api.get<unknown>('/api/v1/site/verticals')).verticals,
});

export const themesQuery = (verticalId: number | null) =>
  queryOptions({
    queryKey: ['site', 'themes', verticalId],
    queryFn: async () =>
      themesReplySchema.parse(
        await api.get<unknown>(
          verticalId === null ? '/api/v1/site/themes' : `/api/v1/site/themes?vertical=${verticalId}`,
        ),
      ).themes,
  });

export const supplierInfoQuery = queryOptions({
  queryKey: ['site', 'supplier-info'],
  queryFn: async () => supplierInfoSchema.parse(await api.get<unknown>('/api/v1/site/supplier-info')),
});

export function useThemeCategories() {
  return useQuery(themeCategoriesQuery);
}
export function useVerticals() {
  return useQuery(verticalsQuery);
}
export function useThemes(verticalId: number | null) {
  return useQuery(themesQuery(verticalId));
}
export function useSupplierInfo() {
  return useQuery(supplierInfoQuery);
}
