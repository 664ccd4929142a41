// Routes of the product screens: list, new and edit, categories, custom fields, import, templates and images.
import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { navEntry } from './nav-items.ts';
import { guard, shellRoute } from './session-routes.ts';

export const productsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'products',
  beforeLoad: guard(navEntry('products')),
  component: lazyRouteComponent(
    () => import('../features/products/routes/products-page.tsx'),
    'ProductsPage',
  ),
});

export const productNewRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'products/new',
  beforeLoad: guard(navEntry('products')),
  component: lazyRouteComponent(() => import('./product-editor.tsx'), 'WiredProductNewPage'),
});

/** back-office.md §2: product edit, returning to ?redirectRoute= on save. */
export const productEditRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'edit/$productId/$reviewState/$puvId',
  beforeLoad: guard(navEntry('products')),
  component: lazyRouteComponent(() => import('./product-editor.tsx'), 'WiredProductEditPage'),
});

export const categoriesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'products/categories',
  validateSearch: (search: Record<string, unknown>): { activeTab?: string } =>
    typeof search.activeTab === 'string' ? { activeTab: search.activeTab } : {},
  beforeLoad: guard(navEntry('categories')),
  component: lazyRouteComponent(
    () => import('../features/categories/routes/categories-page.tsx'),
    'CategoriesPage',
  ),
});

export const customFieldsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'settings/custom-fields',
  beforeLoad: guard(navEntry('settings')),
  component: lazyRouteComponent(
    () => import('../features/custom-fields/routes/custom-fields-page.tsx'),
    'CustomFieldsPage',
  ),
});

export const newCustomFieldRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'settings/custom-fields/new',
  beforeLoad: guard(navEntry('settings')),
  component: lazyRouteComponent(
    () => import('../features/custom-fields/routes/custom-field-edit-page.tsx'),
    'NewCustomFieldPage',
  ),
});

export const editCustomFieldRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'settings/custom-fields/$fieldId',
  beforeLoad: guard(navEntry('settings')),
  component: lazyRouteComponent(
    () => import('../features/custom-fields/routes/custom-field-edit-page.tsx'),
    'EditCustomFieldPage',
  ),
});

export const productImportRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'products/import',
  beforeLoad: guard(navEntry('productImport')),
  component: lazyRouteComponent(
    () => import('../features/product-import/routes/product-import-page.tsx'),
    'ProductImportPage',
  ),
});

export const productTemplatesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'products/templates',
  beforeLoad: guard(navEntry('productCatalogue')),
  component: lazyRouteComponent(
    () => import('../features/product-templates/routes/templates-page.tsx'),
    'TemplatesPage',
  ),
});

export const adminTemplatesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'admin/product-templates',
  beforeLoad: guard(navEntry('productTemplates')),
  component: lazyRouteComponent(
    () => import('../features/product-templates/routes/admin-templates-page.tsx'),
    'AdminTemplatesPage',
  ),
});

export const productImagesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'products/$productId/images',
  beforeLoad: ({ context, params }) => {
    guard(navEntry('products'))({ context });
    if (!/^[1-9]\d{0,15}$/.test(params.productId)) throw notFound();
  },
  component: lazyRouteComponent(
    () => import('../features/product-images/routes/product-images-page.tsx'),
    'ProductImagesPage',
  ),
});
