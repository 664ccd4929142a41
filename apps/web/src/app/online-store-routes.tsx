// Routes of the online store (website builder): landing, themes, domains, the iOS upgrade in the
// shell; Select Theme, the walkthrough and the editor full screen.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { lazy } from 'react';
import { i18n } from './i18n.ts';
import { navEntry } from './nav-items.ts';
import { guard, sessionRoute, shellRoute } from './session-routes.ts';

const onlineStoreGuard = guard(navEntry('onlineStore'));

/** The vertical comes from navigation state when present, otherwise from the route (website-builder.md §2). */
function themeVertical(state: unknown, routeParam: string): number {
  const fromState = (state as { verticalId?: unknown } | null)?.verticalId;
  const value = Number(fromState ?? routeParam);
  return Number.isInteger(value) && value > 0 ? value : 18;
}

export const onlineStoreLandingRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'onlineStore/onlineStoreLandingPage',
  beforeLoad: onlineStoreGuard,
  component: lazyRouteComponent(
    () => import('../features/online-store/routes/landing-page.tsx'),
    'OnlineStoreLandingPage',
  ),
});

export const discountCodesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'onlineStore/discountCodes',
  beforeLoad: guard(navEntry('discountCodes')),
  component: lazyRouteComponent(
    () => import('../features/discount-codes/routes/discount-codes-page.tsx'),
    'DiscountCodesPage',
  ),
});

export const manageThemesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'myaccount/onlineStore/manageThemes/1',
  beforeLoad: onlineStoreGuard,
  component: lazyRouteComponent(
    () => import('../features/online-store/routes/manage-themes-page.tsx'),
    'ManageThemesPage',
  ),
});

export const domainsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'onlineStore/domains',
  beforeLoad: onlineStoreGuard,
  component: lazyRouteComponent(
    () => import('../features/online-store/routes/domains-page.tsx'),
    'DomainsPage',
  ),
});

export const upgradeIosRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'myaccount/jd-vendor/upgradeios',
  component: lazyRouteComponent(
    () => import('../features/online-store/routes/upgrade-ios-page.tsx'),
    'UpgradeIosPage',
  ),
});

/** Select Theme: outside the shell (no left menu, no footer); shown once its three loads are in. */
const SelectThemePage = lazy(() =>
  import('../features/online-store/routes/select-theme-page.tsx').then((m) => ({
    default: m.SelectThemePage,
  })),
);
export const selectThemeRoute = createRoute({
  getParentRoute: () => sessionRoute,
  path: 'onlineStore/selectTheme/$verticalId',
  beforeLoad: ({ context }) => onlineStoreGuard({ context }),
  loader: async ({ context, params, location }) => {
    const verticalId = themeVertical(location.state, params.verticalId);
    // The gallery's queries (and the builder API's schemas) load with the route, not the app.
    const [{ supplierInfoQuery, themeCategoriesQuery, themesQuery, verticalsQuery }, { loadBuilderWords }] =
      await Promise.all([
        import('../features/online-store/api/theme-gallery.ts'),
        import('./builder-words.ts'),
      ]);
    await Promise.all([
      // The verticals' and themes' words in the person's language, with the gallery.
      loadBuilderWords(i18n.language),
      context.queryClient.ensureQueryData(themeCategoriesQuery),
      context.queryClient.ensureQueryData(verticalsQuery),
      context.queryClient.ensureQueryData(themesQuery(verticalId)),
      context.queryClient.ensureQueryData(supplierInfoQuery),
    ]);
    return { verticalId };
  },
  component: function SelectThemeRoute() {
    const { verticalId } = selectThemeRoute.useLoaderData();
    return <SelectThemePage verticalId={verticalId} />;
  },
});

const WalkthroughPage = lazyRouteComponent(
  () => import('../features/online-store/routes/walkthrough-page.tsx'),
  'WalkthroughPage',
);
export const walkthroughRoute = createRoute({
  getParentRoute: () => sessionRoute,
  path: 'onlineStore/walkthrough',
  beforeLoad: ({ context }) => onlineStoreGuard({ context }),
  component: WalkthroughPage,
});

/** The editor: full screen (the CMS page hides the left menu), its own chunk with Puck in it. */
const EditorPage = lazy(() =>
  import('../features/online-store/routes/editor-page.tsx').then((m) => ({ default: m.EditorPage })),
);
export const editorRoute = createRoute({
  getParentRoute: () => sessionRoute,
  path: 'onlineStore/editor',
  validateSearch: (
    search: Record<string, unknown>,
  ): { mode?: string; themeId?: number; deviceType?: string } => ({
    ...(typeof search.mode === 'string' ? { mode: search.mode } : {}),
    ...(Number.isInteger(Number(search.themeId)) && Number(search.themeId) > 0
      ? { themeId: Number(search.themeId) }
      : {}),
    ...(typeof search.deviceType === 'string' ? { deviceType: search.deviceType } : {}),
  }),
  beforeLoad: ({ context }) => onlineStoreGuard({ context }),
  // The blocks' and Puck's words in the person's language load with the editor, not with the app.
  loader: async () => {
    const { loadBuilderWords } = await import('./builder-words.ts');
    await loadBuilderWords(i18n.language);
  },
  component: function EditorRoute() {
    const search = editorRoute.useSearch();
    return <EditorPage search={search} />;
  },
});
