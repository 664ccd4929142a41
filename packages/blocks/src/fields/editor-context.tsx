// What the editor hands to the blocks' own fields: uploads and the multi-upload slider.
// Without a provider the fields still work with typed-in image addresses.
import type { LanguageCode } from '@storekeep/domain/languages';
import { type ComponentType, createContext, useContext } from 'react';
import type { ImageRef } from '../image.ts';

export type UploadPurpose = 'banner' | 'gallery' | 'image' | 'logo' | 'background';

export interface BlocksEditorServices extends BlocksCatalogueServices {
  /** Uploads files directly (one dropped file) and answers the stored images. */
  uploadImages?: (files: File[], purpose: UploadPurpose) => Promise<ImageRef[]>;
  /** Opens the multi-upload slider for several dropped files; answers what was uploaded. */
  openMultiUpload?: (files: File[], options: { purpose: UploadPurpose; max: number }) => Promise<ImageRef[]>;
  /**
   * A hook: the selected block's index among the page's blocks, read from the editor's live state
   * (undefined when unknown, e.g. a block inside another). Fields resolved by Puck can be those of
   * the block selected a moment before; what depends on a block's place reads this instead.
   */
  useSelectedBlockIndex?: () => number | undefined;
  /** A hook: the selected block's props as the editor holds them now (for the texts per language). */
  useSelectedBlockProps?: () => Record<string, unknown> | undefined;
  /**
   * The rich-text editor the block's own rich text field uses (Puck's, which cannot load on the
   * server), for a rich text's body in another language; without it a plain HTML box shows.
   */
  RichTextInput?: ComponentType<RichTextInputProps>;
  /**
   * The editor's words in the person's language, by key (fields/editor-texts.ts names them); the
   * English is given for a word the editor has no translation of. Without it the fields speak English.
   */
  translate?: (key: string, english: string) => string;
  /** The language of the person editing, for the editor's own words on the canvas ("Add your own"). */
  language?: LanguageCode;
}

export interface RichTextInputProps {
  /** The HTML as typed so far ('' for none). */
  value: string;
  onChange: (html: string) => void;
  /** The language the text is in, for the browser's fonts and spelling. */
  lang: string;
  label: string;
  readOnly?: boolean | undefined;
  testId: string;
}

export const BlocksEditorContext = createContext<BlocksEditorServices>({});

export function useBlocksEditor(): BlocksEditorServices {
  return useContext(BlocksEditorContext);
}

export interface CataloguePickerProps {
  kind: 'products' | 'categories';
  /** The picked ids, in the order the block shows them. */
  value: string[];
  onChange: (ids: string[]) => void;
  /** One item at most (a block showing the products of one category). */
  single?: boolean;
  label: string;
  readOnly?: boolean;
}

export interface BlocksCatalogueServices {
  /**
   * The editor's picker of the store's products or categories (search by name, pictures, order),
   * shown in place of typed-in ids in every field that lists them.
   */
  CataloguePicker?: ComponentType<CataloguePickerProps>;
}
