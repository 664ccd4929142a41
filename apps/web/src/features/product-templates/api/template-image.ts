// POST /api/v1/product-templates/:templateId/images: adding an image to a template-based product
// first creates the real product from the template, then saves the image (back-office.md §3).
import { type ProductImagesReply, productImagesReplySchema } from '@storekeep/domain/product-images';
import { uploadFile } from '../../../app/upload-file.ts';

export interface TemplateImageUpload {
  templateId: number;
  file: File;
  barcode: string;
  createStock: boolean;
  onProgress: (percent: number) => void;
}

export function uploadTemplateImage(upload: TemplateImageUpload): Promise<ProductImagesReply> {
  const query = new URLSearchParams({ createStock: String(upload.createStock) });
  if (upload.barcode.trim() !== '') query.set('barcode', upload.barcode.trim());
  return uploadFile({
    url: `/api/v1/product-templates/${upload.templateId}/images?${query}`,
    file: upload.file,
    reply: productImagesReplySchema,
    onProgress: upload.onProgress,
  });
}
