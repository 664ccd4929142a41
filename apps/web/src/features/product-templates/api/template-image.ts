// POST /api/v1/product-templates/:templateId/images: adding an image to a template-based product
// first creates the real product from the template, then saves the image (back-office.md §3).
import { GENERIC_ERROR_MESSAGE } from '@storekeep/domain/api-error';
import { type ProductImagesReply, productImagesReplySchema } from '@storekeep/domain/product-images';
import { ApiError } from '../../../app/api-client.ts';
import { uploadFile } from '../../../app/upload-file.ts';

export interface TemplateImageUpload {
  templateId: number;
  file: File;
  barcode: string;
  createStock: boolean;
  onProgress: (percent: number) => void;
}

export async function uploadTemplateImage(upload: TemplateImageUpload): Promise<ProductImagesReply> {
  const query = new URLSearchParams({ createStock: String(upload.createStock) });
  if (upload.barcode.trim() !== '') query.set('barcode', upload.barcode.trim());
  const reply = await uploadFile({
    url: `/api/v1/product-templates/${upload.templateId}/images?${query}`,
    file: upload.file,
    onProgress: upload.onProgress,
  });
  const parsed = productImagesReplySchema.safeParse(reply);
  if (!parsed.success) throw new ApiError(200, 'internal', GENERIC_ERROR_MESSAGE);
  return parsed.data;
}
