export interface ShopScriptBundle {
  /** Minified, self-contained script (no imports, no globals). */
  code: string;
  /** Content-hashed name, e.g. shop-AbC123xYz_0-.js. */
  fileName: string;
}
export function bundleShopScript(): Promise<ShopScriptBundle>;
