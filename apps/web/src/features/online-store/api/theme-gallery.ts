// The theme gallery and the store the builder works on (GET /api/v1/site/theme-categories,
// /site/verticals, /site/themes?vertical=, /site/supplier-info).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../app/api-client.ts';

export interface ThemeCategory {
  categoryId: number;
  name: string;
}

export interface Vertical {
  verticalId: number;
  key: string;
  name: string;
  categoryId: number;
}

export interface ThemeSummary {
  themeId: number;
  name: string;
  description: string;
  verticalIds: number[];
  isTemplate: boolean;
  previewUrl: string;
  preview: unknown;
}

export interface SupplierInfo {
  supplierId: number;
  storeName: string;
  storeSlug: string;
  storeUrl: string;
  logoUrl: string | null;
  verticalId: number;
  themeId: number | null;
  isVirtual: boolean;
}

export const themeCategoriesQuery = queryOptions({
  queryKey: ['site', 'theme-categories'],
  staleTime: 10 * 60_000,
  queryFn: async () =>
    (await api.get<{ categories: ThemeCategory[] }>('/api/v1/site/theme-categories')).categories,
});

export const verticalsQuery = queryOptions({
  queryKey: ['site', 'verticals'],
  staleTime: 10 * 60_000,
  queryFn: async () => (await api.get<{ verticals: Vertical[] }>('/api/v1/site/verticals')).verticals,
});

export const themesQuery = (verticalId: number | null) =>
  queryOptions({
    queryKey: ['site', 'themes', verticalId],
    queryFn: async () =>
      (
        await api.get<{ themes: ThemeSummary[] }>(
          verticalId === null ? '/api/v1/site/themes' : `/api/v1/site/themes?vertical=${verticalId}`,
        )
      ).themes,
  });

export const supplierInfoQuery = queryOptions({
  queryKey: ['site', 'supplier-info'],
  queryFn: () => api.get<SupplierInfo>('/api/v1/site/supplier-info'),
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
