// The catalogue half of the props-injection contract. Whoever renders a page (the storefront on
// the server, the editor in the browser) first asks catalogueRequests(data) what the featured
// blocks want, answers each from the catalogue (respecting hidden categories, paused and
// online-hidden products), and passes the answers as metadata.catalogue to <Render> / <Puck>.
import type {
  BlocksMetadata,
  CatalogueRequest,
  CatalogueSnapshot,
  CatalogueSource,
  CategoryCard,
  ProductCard,
} from './metadata.ts';

export type { CatalogueSource } from './metadata.ts';

interface BlockLike {
  type: string;
  props: Record<string, unknown> & { id?: string };
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** What each featured block of these blocks asks the catalogue for. */
export function catalogueRequests(content: ReadonlyArray<BlockLike>): CatalogueRequest[] {
  const requests: CatalogueRequest[] = [];
  for (const block of content) {
    const blockId = block.props.id;
    if (!blockId) continue;
    if (block.type === 'FeaturedProducts') {
      const source =
        block.props.source === 'category' || block.props.source === 'manual' ? block.props.source : 'newest';
      requests.push({
        blockId,
        kind: 'products',
        source,
        categoryId: typeof block.props.categoryId === 'string' ? block.props.categoryId : '',
        productIds: stringList(block.props.productIds),
        limit: numberOr(block.props.limit, 8),
      });
    } else if (block.type === 'FeaturedCategories') {
      requests.push({
        blockId,
        kind: 'categories',
        source: block.props.source === 'manual' ? 'manual' : 'all',
        categoryIds: stringList(block.props.categoryIds),
        limit: numberOr(block.props.limit, 8),
      });
    }
  }
  return requests;
}

/**
 * Answers requests from lists already in memory: the themes' demo catalogue, an editor cache, or
 * a server that loaded the rows it needs. Manual picks keep the merchant's order and skip ids
 * that are not in the source (deleted or hidden since).
 */
export function answerCatalogueRequests(
  requests: CatalogueRequest[],
  source: CatalogueSource,
): CatalogueSnapshot {
  const snapshot: CatalogueSnapshot = { products: {}, categories: {} };
  const productById = new Map(source.products.map((product) => [product.id, product]));
  const categoryById = new Map(source.categories.map((category) => [category.id, category]));
  for (const request of requests) {
    if (request.kind === 'products') {
      let list: ProductCard[];
      if (request.source === 'manual') list = request.productIds.flatMap((id) => productById.get(id) ?? []);
      else if (request.source === 'category')
        list = (source.productsByCategory?.[request.categoryId] ?? []).flatMap(
          (id) => productById.get(id) ?? [],
        );
      else list = source.products;
      snapshot.products[request.blockId] = list.slice(0, request.limit);
    } else {
      const list =
        request.source === 'manual'
          ? request.categoryIds.flatMap((id) => categoryById.get(id) ?? [])
          : source.categories;
      snapshot.categories[request.blockId] = list.slice(0, request.limit);
    }
  }
  return snapshot;
}

/** One featured block's answer from the cards in memory, when the renderer gave none for it. */
function answerFromSource(block: BlockLike, metadata: BlocksMetadata | undefined): CatalogueSnapshot | null {
  const source = metadata?.catalogueSource;
  return source ? answerCatalogueRequests(catalogueRequests([block]), source) : null;
}

/** The product cards a featured-products block shows: the renderer's answer, else the editor's cards. */
export function productCardsFor(block: BlockLike, metadata: BlocksMetadata | undefined): ProductCard[] {
  const id = block.props.id;
  if (!id) return [];
  return metadata?.catalogue?.products[id] ?? answerFromSource(block, metadata)?.products[id] ?? [];
}

/** The category cards a featured-categories block shows: the renderer's answer, else the editor's cards. */
export function categoryCardsFor(block: BlockLike, metadata: BlocksMetadata | undefined): CategoryCard[] {
  const id = block.props.id;
  if (!id) return [];
  return metadata?.catalogue?.categories[id] ?? answerFromSource(block, metadata)?.categories[id] ?? [];
}
