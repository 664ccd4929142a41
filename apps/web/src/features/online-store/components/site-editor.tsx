// The website editor: Puck over the blocks config, one page or shared fragment at a time, with
// autosave, the page list, viewport previews at 360/768/1280, undo/redo over the session (Puck's
// history, kept per part in part-histories.ts), the store's own cards on the canvas and in the
// featured blocks' pickers, the store-level sliders and 'Save theme info' (publish). Loaded as its
// own chunk. Its bar is editor-toolbar.tsx, the message after publishing published-modal.tsx.
import '@puckeditor/core/no-external.css';
import { Box } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Data, type Dictionary, type Overrides, Puck } from '@puckeditor/core';
import type { CatalogueSource } from '@storekeep/blocks/catalogue';
import { puckConfig } from '@storekeep/blocks/config';
import { type SiteDocument, siteDocumentSchema } from '@storekeep/blocks/document';
import { BlocksEditorContext, type BlocksEditorServices } from '@storekeep/blocks/editor';
import type { BlocksMetadata } from '@storekeep/blocks/metadata';
import { applyFragmentEditorData, applyPageEditorData } from '@storekeep/blocks/page-data';
import { BUILDER_MESSAGES, previewReloadUrl } from '@storekeep/domain/website-builder';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBuilderWords } from '../../../app/builder-words.ts';
import { translateMessage } from '../../../app/domain-messages.ts';
import { i18n, isLanguageCode } from '../../../app/i18n.ts';
import { BackgroundSlider } from './background-slider.tsx';
import { CatalogueCardsContext, CataloguePicker } from './catalogue-picker.tsx';
import { currentSlug, type EditTarget, editorData, seoPageOf, targetKey } from './editor-document.ts';
import { type EditorMode, type EditorSlider, EditorToolbar } from './editor-toolbar.tsx';
import { blocksTranslate, puckDictionary, translateConfig } from './editor-words.ts';
import { FaviconSlider } from './favicon-slider.tsx';
import { MultiUploadModal, type MultiUploadRequest, uploadImageFiles } from './multi-upload.tsx';
import { OgImageSlider } from './og-image-slider.tsx';
import { PartHistories, type PartHistory } from './part-histories.ts';
import { PublishedModal } from './published-modal.tsx';
import {
  editorViewports,
  HistoryWatch,
  IFRAME,
  StillEffectsFrame,
  useSelectedBlockIndex,
  useSelectedBlockProps,
  ViewportWatch,
} from './puck-watchers.tsx';
import { RichTextInput } from './rich-text-input.tsx';
import { isSaveConflict, SaveConflict } from './save-conflict.tsx';
import { SeoSlider } from './seo-slider.tsx';
import { useAutosave } from './use-autosave.ts';

export type { EditorMode } from './editor-toolbar.tsx';

export interface SiteEditorProps {
  mode: EditorMode;
  initialDocument: SiteDocument;
  initialModified: boolean;
  storeName: string;
  storeUrl: string;
  isIosApp: boolean;
  /** Saves the whole document (autosave). */
  save: (doc: SiteDocument) => Promise<void>;
  /** 'Save theme info': publish the saved draft (or keep the template theme). */
  publish: () => Promise<void>;
  /** The stored draft after a store-level slider changed it (its revision moves on too). */
  reload?: () => Promise<SiteDocument>;
  /** Cards for the featured blocks on the canvas and their pickers (the store's own; a template's demo). */
  catalogue?: CatalogueSource | undefined;
  /** The store's live discount codes, for the offer block's picker. */
  discountCodes?: string[] | undefined;
}

export function SiteEditor(props: SiteEditorProps) {
  const { t } = useTranslation();
  const { language, word, words } = useBuilderWords();
  // Labels in the person's language; English is the config as the blocks write it.
  const config = useMemo(
    () => (Object.keys(words).length === 0 ? puckConfig : translateConfig(puckConfig, word)),
    [word, words],
  );
  const [doc, setDoc] = useState(props.initialDocument);
  const docRef = useRef(doc);
  const [modified, setModified] = useState(props.initialModified);
  const [target, setTarget] = useState<EditTarget>(() => ({
    kind: 'page',
    pageId:
      props.initialDocument.pages.find((p) => p.kind === 'home')?.id ??
      props.initialDocument.pages[0]?.id ??
      '',
  }));
  const [viewport, setViewport] = useState<BlocksMetadata['viewport']>('desktop');
  const [slider, setSlider] = useState<EditorSlider | null>(null);
  const [publishState, setPublishState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [multi, setMulti] = useState<MultiUploadRequest | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const [loadingLatest, setLoadingLatest] = useState(false);
  const lastData = useRef<string>('');
  const histories = useRef(new PartHistories()).current;
  const autosave = useAutosave(async (next) => {
    await props.save(next);
    setModified(true);
  });

  const update = useCallback(
    (next: SiteDocument) => {
      docRef.current = next;
      setDoc(next);
      autosave.schedule(next);
    },
    [autosave.schedule],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey brings in a reloaded document
  const data = useMemo(() => editorData(docRef.current, target), [target, reloadKey]);
  const [invalid, setInvalid] = useState<string | null>(null);
  const partKey = targetKey(target);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per mount of Puck (its key)
  const initialHistory = useMemo(() => histories.resume(partKey, data), [partKey, reloadKey]);
  // Kept with the part as the document holds it, which tells on return whether it changed meanwhile.
  const keepHistory = useCallback(
    (history: PartHistory) => histories.keep(partKey, history, editorData(docRef.current, target)),
    [histories, partKey, target],
  );
  useEffect(() => {
    lastData.current = JSON.stringify(data);
  }, [data]);

  const onChange = (changed: Data) => {
    const serialised = JSON.stringify(changed);
    // Puck reports its first render too; only real edits are saved.
    if (serialised === lastData.current) return;
    lastData.current = serialised;
    const raw =
      target.kind === 'page'
        ? applyPageEditorData(docRef.current, target.pageId, changed)
        : applyFragmentEditorData(docRef.current, target.name, changed);
    // A half-filled field can make the document invalid for a moment: keep editing, save when valid.
    const parsed = siteDocumentSchema.safeParse(raw);
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? '');
      return;
    }
    setInvalid(null);
    update(parsed.data);
  };

  const services: BlocksEditorServices = useMemo(
    () => ({
      uploadImages: (files) => uploadImageFiles(files),
      openMultiUpload: (files, options) =>
        new Promise((resolve) => setMulti({ files, max: options.max, resolve: (images) => resolve(images) })),
      useSelectedBlockIndex,
      useSelectedBlockProps,
      RichTextInput,
      translate: blocksTranslate(word),
      ...(isLanguageCode(language) ? { language } : {}),
      ...(props.catalogue ? { CataloguePicker } : {}),
    }),
    [props.catalogue, word, language],
  );

  // The featured blocks answer their own requests from the cards (catalogueSource), so the
  // metadata stays the same object as blocks come and go and picks change: a new metadata object
  // makes Puck resolve the selected block's fields again, and a resolution overtaken by an edit
  // left the first block's scroll effects offered as if it were not first. The cards are loaded
  // before the editor opens, never after.
  const metadata: BlocksMetadata = useMemo(
    () => ({
      store: { storeName: props.storeName, baseUrl: props.storeUrl, currency: 'INR', locale: 'en-IN' },
      viewport,
      ...(props.catalogue ? { catalogueSource: props.catalogue } : {}),
      ...(props.discountCodes ? { discountCodes: props.discountCodes } : {}),
    }),
    [props.storeName, props.storeUrl, viewport, props.catalogue, props.discountCodes],
  );

  const viewports = useMemo(() => editorViewports(t), [t]);
  const dictionary: Dictionary = useMemo(
    () => ({
      ...puckDictionary(word),
      'header-publish': t('builder.editor.publish'),
      'header-undo': t('builder.editor.undo'),
      'header-redo': t('builder.editor.redo'),
      'action-duplicate': t('builder.editor.duplicate'),
      'action-delete': t('builder.editor.delete'),
      'action-selectparent': t('builder.editor.selectParent'),
      'label-page': t('builder.editor.page'),
      'outline-header-title': t('builder.editor.outline'),
      'outline-empty': t('builder.editor.outlineEmpty'),
    }),
    [t, word],
  );
  const overrides: Partial<Overrides> = useMemo(
    () => ({
      // Publishing lives in the editor's own bar ('Save theme info'); Puck keeps undo/redo.
      headerActions: () => (
        <>
          <ViewportWatch onChange={setViewport} />
          <HistoryWatch onChange={keepHistory} />
        </>
      ),
      iframe: StillEffectsFrame,
    }),
    [keepHistory],
  );

  /** Sliders change the stored draft: save the editor's changes first, take the result after. */
  const openSlider = async (name: EditorSlider) => {
    if (await autosave.flush()) setSlider(name);
    else
      notifications.show({
        color: 'red',
        message: translateMessage(BUILDER_MESSAGES.themeSaveFailed, i18n.language),
      });
  };
  /** Edits the stored draft from now on; `forgetHistory` when it is another tab's version. */
  const loadStored = async (forgetHistory = false): Promise<boolean> => {
    if (!props.reload) return false;
    try {
      const reloaded = await props.reload();
      // Cleared right before Puck mounts again, so nothing the old canvas kept meanwhile survives.
      if (forgetHistory) histories.clear();
      docRef.current = reloaded;
      setDoc(reloaded);
      setReloadKey((key) => key + 1);
      return true;
    } catch {
      notifications.show({
        color: 'red',
        message: translateMessage(BUILDER_MESSAGES.themeSaveFailed, i18n.language),
      });
      return false;
    }
  };
  const closeSlider = async () => {
    setSlider(null);
    await loadStored();
  };
  /** The draft was changed elsewhere: drop what this tab could not save and edit the stored one. */
  const loadLatest = async () => {
    setLoadingLatest(true);
    autosave.discard();
    setInvalid(null);
    await loadStored(true);
    setLoadingLatest(false);
  };
  const conflict = isSaveConflict(autosave.error) ? autosave.error : null;

  const runPublish = async () => {
    setPublishState('busy');
    try {
      if (!(await autosave.flush())) throw new Error('autosave failed');
      await props.publish();
      notifications.show({ color: 'teal', message: translateMessage(BUILDER_MESSAGES.saved, i18n.language) });
      setPublishState('done');
    } catch {
      notifications.show({
        color: 'red',
        message: translateMessage(BUILDER_MESSAGES.themeSaveFailed, i18n.language),
      });
      setPublishState('idle');
    }
  };

  const openPreview = () => {
    const url = previewReloadUrl(
      `/api/v1/site/preview?path=${encodeURIComponent(currentSlug(doc, target))}`,
      {
        scrollTo: 'top',
        mode: props.mode,
      },
    );
    window.open(url, '_blank', 'noopener');
  };

  const seoPages = doc.pages.map((p) => ({ id: p.id, title: p.title, page: seoPageOf(p) }));

  return (
    <Box h="100dvh" style={{ display: 'flex', flexDirection: 'column' }} data-testid="site-editor">
      <EditorToolbar
        mode={props.mode}
        doc={doc}
        target={target}
        isIosApp={props.isIosApp}
        onSelect={setTarget}
        onChange={(next, nextTarget) => {
          update(next);
          if (nextTarget) setTarget(nextTarget);
        }}
        status={autosave.status}
        modified={modified}
        invalid={invalid}
        onOpenSlider={(name) => void openSlider(name)}
        onPreview={openPreview}
        onPublish={() => void runPublish()}
        publishing={publishState === 'busy'}
      />
      {conflict && props.reload && (
        <SaveConflict error={conflict} onLoadLatest={() => void loadLatest()} loading={loadingLatest} />
      )}
      <Box
        style={{ flex: 1, minHeight: 0 }}
        // Puck's block-category headings are 11 px grey #767676, 4.5:1 on white at best and below it
        // on the drawer's hover and grey backgrounds: a darker grey reads 7:1.
        __vars={{ '--puck-drawer-category-color-text': '#595959' }}
      >
        <CatalogueCardsContext.Provider value={props.catalogue ?? null}>
          <BlocksEditorContext.Provider value={services}>
            <Puck
              key={`${partKey}:${reloadKey}`}
              config={config}
              data={data}
              onChange={onChange}
              viewports={viewports}
              metadata={metadata}
              dictionary={dictionary}
              iframe={IFRAME}
              height="100%"
              overrides={overrides}
              {...(initialHistory ? { initialHistory } : {})}
            />
          </BlocksEditorContext.Provider>
        </CatalogueCardsContext.Provider>
      </Box>
      {props.mode === 'edit' && (
        <>
          <OgImageSlider opened={slider === 'og'} onClose={() => void closeSlider()} />
          <FaviconSlider opened={slider === 'favicon'} onClose={() => void closeSlider()} />
          <BackgroundSlider
            opened={slider === 'background'}
            onClose={() => void closeSlider()}
            onSaved={() => setModified(true)}
          />
          <SeoSlider
            opened={slider === 'seo'}
            onClose={() => void closeSlider()}
            pages={seoPages}
            initialPageId={target.kind === 'page' ? target.pageId : (seoPages[0]?.id ?? null)}
            onSaved={() => setModified(true)}
          />
        </>
      )}
      <MultiUploadModal request={multi} onDone={() => setMulti(null)} />
      <PublishedModal opened={publishState === 'done'} onClose={() => setPublishState('idle')} />
    </Box>
  );
}
