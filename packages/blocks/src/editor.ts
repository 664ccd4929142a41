// What the website editor needs besides the config: the services it provides to the blocks'
// own fields, the banner drop plan, and the effect availability for its own effect slider.

export { BLOCK_SCHEMAS, BLOCK_TYPES, type BlockType, FRAGMENT_BLOCKS, PAGE_BLOCKS } from './block-schemas.ts';
export { EFFECTS_WAIT_CLASS } from './client/effects.ts';
export {
  type BannerSlide,
  planBannerDrop,
  slideFromImage,
  uploadBannerFiles,
} from './fields/banner-slides-field.tsx';
export {
  BlocksEditorContext,
  type BlocksEditorServices,
  type CataloguePickerProps,
  type RichTextInputProps,
  type UploadPurpose,
} from './fields/editor-context.tsx';
export { blockIndexIn, effectOptionsFor, effectPlacement } from './fields/effect-placement.ts';
export { isYoutubeLink, YOUTUBE_LINK_MESSAGE } from './youtube.ts';
