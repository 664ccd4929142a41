// Products use cases, one file each, as routes.ts and other modules call them: create, fetch for
// edit, edit, list with its tabs and missing-data views, recycle bin and restore, pause/resume
// selling, code-conflict checks and search.
export { createProduct, createProductInTransaction } from './create-product.ts';
export { editProduct, findBarcodeConflict } from './edit-product.ts';
export { getProduct } from './get-product.ts';
export { countProducts, listProducts, salesTaxRates } from './list-products.ts';
export {
  deleteProductsPermanently,
  moveToRecycleBin,
  pauseSelling,
  restoreProducts,
  resumeSelling,
} from './product-status.ts';
export { searchProducts } from './search-products.ts';
