// Product image use cases (back-office.md §3 "Product edit and image flow", §5, §9), one file each:
// add an image, replace the one at an index, reorder, delete, list. The original is stored first,
// then the row and the variants job are written in one transaction; the job makes the resized copies.
export { addProductImage, addTemplateProductImage } from './add-product-image.ts';
export {
  deleteProductImage,
  reorderProductImages,
  replaceProductImage,
  retryProductImageVariants,
} from './change-product-images.ts';
export { markVariantsFailed, runDeleteFilesJob, runVariantsJob } from './image-jobs.ts';
export {
  DELETE_FILES_QUEUE,
  enqueueImageFilesDeletion,
  type ProductImagesContext,
  type ReadUpload,
  type Upload,
  VARIANTS_QUEUE,
} from './internal.ts';
export { setProductImagesFromUrls, uploadAppImage } from './legacy-app-images.ts';
export { listProductImages } from './list-product-images.ts';
