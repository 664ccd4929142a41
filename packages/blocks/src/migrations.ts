// Ordered, pure upgrades of stored site documents: each takes a document of schema version
// `from` and returns one of version from + 1. Never edit one that has shipped; add the next.
type Json = unknown;
type JsonObject = Record<string, Json>;

export interface SiteMigration {
  from: number;
  description: string;
  up: (doc: Json) => Json;
}

function isObject(value: Json): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Applies `fn` to every stored block (pages and fragments) of a document, returning a new document. */
export function mapBlocks(
  doc: JsonObject,
  fn: (block: { type: string; props: JsonObject }) => { type: string; props: JsonObject },
): JsonObject {
  const mapData = (data: Json): Json => {
    if (!isObject(data) || !Array.isArray(data.content)) return data;
    return {
      ...data,
      content: data.content.map((block) =>
        isObject(block) && typeof block.type === 'string' && isObject(block.props)
          ? fn({ type: block.type, props: block.props })
          : block,
      ),
    };
  };
  const pages = Array.isArray(doc.pages)
    ? doc.pages.map((page) => (isObject(page) ? { ...page, content: mapData(page.content) } : page))
    : doc.pages;
  const fragments = isObject(doc.fragments)
    ? Object.fromEntries(Object.entries(doc.fragments).map(([name, data]) => [name, mapData(data)]))
    : doc.fragments;
  return { ...doc, pages, fragments };
}

function imageOf(value: Json): JsonObject {
  if (typeof value === 'string') return { url: value, alt: '', tooltip: '' };
  if (isObject(value))
    return {
      url: String(value.src ?? value.url ?? ''),
      alt: String(value.alt ?? ''),
      tooltip: String(value.title ?? value.tooltip ?? ''),
    };
  return { url: '', alt: '', tooltip: '' };
}

/**
 * Version 1 → 2: pages had `name`, `data` and seo.pageTitle (now title, content, seo.title);
 * blocks named their effect `animation`; the banner was `Banner` with `images`
 * (strings or {src, alt}) and a `large` flag; images carried no tooltip; the header's company
 * name was `title`; custom HTML was stored plain; the canvas images lived at the top level.
 */
const v1ToV2: SiteMigration = {
  from: 1,
  description:
    'page field names, effect rename, banner slides, image SEO fields, header companyName, canvas images',
  up: (input) => {
    if (!isObject(input)) return input;
    const pages = Array.isArray(input.pages)
      ? input.pages.map((page) => {
          if (!isObject(page)) return page;
          const { name, data, seo, ...rest } = page;
          const oldSeo = isObject(seo) ? seo : {};
          const { pageTitle, ...seoRest } = oldSeo;
          return {
            ...rest,
            title: rest.title ?? name,
            content: rest.content ?? data,
            seo: { ...seoRest, title: seoRest.title ?? pageTitle ?? '' },
          };
        })
      : input.pages;
    const withBlocks = mapBlocks({ ...input, pages }, (block) => {
      const { animation, ...rest } = block.props;
      const props: JsonObject = { ...rest, effect: rest.effect ?? animation ?? 'none-effect' };
      for (const key of ['logo', 'coverImage', 'image']) if (key in props) props[key] = imageOf(props[key]);
      if (block.type === 'Banner') {
        const images = Array.isArray(props.images) ? props.images : [];
        const { images: _images, large, ...bannerRest } = props;
        return {
          type: 'BannerCarousel',
          props: {
            ...bannerRest,
            template: large === true ? 'large' : 'other',
            slides: images.map((image) => ({
              image: imageOf(image),
              heading: '',
              text: '',
              buttonLabel: '',
              buttonHref: '',
            })),
          },
        };
      }
      if (block.type === 'Header' && 'title' in props) {
        const { title, ...headerRest } = props;
        return { type: 'Header', props: { ...headerRest, companyName: title } };
      }
      if (block.type === 'CustomHtml' && props.encoding === undefined)
        return { type: 'CustomHtml', props: { ...props, encoding: 'plain' } };
      return { type: block.type, props };
    });
    const { ogImage, favicon, ...rest } = withBlocks;
    return {
      ...rest,
      schemaVersion: 2,
      canvasImages: {
        ogImage: typeof ogImage === 'string' ? ogImage : null,
        favicon: typeof favicon === 'string' ? favicon : null,
      },
    };
  },
};

export const SITE_MIGRATIONS: readonly SiteMigration[] = [v1ToV2];
