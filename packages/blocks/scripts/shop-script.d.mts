export interface ShopScriptBundle {
  /** Minified ES module. */
  code: string;
  /** Content-hashed name, e.g. shop-AbC123xYz_0-.js. */
  fileName: string;
}
export function bundleShopScript(): Promise<ShopScriptBundle>;
