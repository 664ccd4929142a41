// What other modules use of product images besides its service: the multipart upload reader.
export { uploadReader } from './upload-reader.ts';
