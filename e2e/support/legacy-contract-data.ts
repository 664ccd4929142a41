// The data the legacy contract makes on the demo store as its owner would, through the admin API:
// an order to edit and confirm, a category to rename and delete, the category tree as the reorder
// call sends it, a custom HTML block for getContentById and a cropped image for getCropperData
// (legacy-contract.ts, legacy-rows/).
import type { ContractIds } from './legacy-contract.ts';

/** A JSON POST to the admin API with a session cookie; its reply, or an error. */
export async function postJsonAs(base: string, cookie: string, path: string, body: object) {
  const reply = await fetch(new URL(path, base), {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!reply.ok) throw new Error(`${path}: ${reply.status} ${await reply.text()}`);
  return (await reply.json()) as Record<string, unknown>;
}

/** A new, unconfirmed in-store order of one demo product: editAndConfirmOrder's to confirm. */
export async function unconfirmedOrder(
  base: string,
  ownerCookie: string,
  productId: number,
): Promise<number> {
  const order = await postJsonAs(base, ownerCookie, '/api/v1/orders', {
    source: 'INSTORE',
    items: [{ productId, quantity: 1 }],
  });
  return order.orderId as number;
}

/** A custom HTML block the merchant adds to the home page's draft: getContentById's to read. */
export async function addCustomHtmlBlock(base: string, ownerCookie: string, ids: ContractIds): Promise<void> {
  const contentBlockId = `contract-note-${Date.now()}`;
  const site = (await (
    await fetch(new URL('/api/v1/site', base), { headers: { cookie: ownerCookie } })
  ).json()) as {
    draftRevision: number;
    document: { pages: Array<{ kind: string; content: { content: unknown[] } }> };
  };
  const home = site.document.pages.find((page) => page.kind === 'home') ?? site.document.pages[0];
  home?.content.content.push({
    type: 'CustomHtml',
    props: {
      id: `CustomHtml-${contentBlockId}`,
      contentBlockId,
      textArea: encodeURIComponent('<p>Open on Sundays</p>'),
      encoding: 'url',
    },
  });
  const saved = await fetch(new URL('/api/v1/site/draft', base), {
    method: 'PUT',
    headers: { cookie: ownerCookie, 'content-type': 'application/json' },
    body: JSON.stringify({ document: site.document, draftRevision: site.draftRevision }),
  });
  if (!saved.ok) throw new Error(`saving the draft: ${saved.status} ${await saved.text()}`);
  ids.contentBlockId = contentBlockId;
}

/** A 1 × 1 PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

/** An image the merchant uploads for the site and saves with a crop: getCropperData's to read. */
export async function cropAnImage(base: string, ownerCookie: string, ids: ContractIds): Promise<void> {
  const form = new FormData();
  form.append('uploadedImageFile', new Blob([TINY_PNG], { type: 'image/png' }), 'crop.png');
  const uploaded = await fetch(new URL('/api/v1/site/images?purpose=CONTENT', base), {
    method: 'POST',
    headers: { cookie: ownerCookie },
    body: form,
  });
  if (!uploaded.ok) throw new Error(`uploading: ${uploaded.status} ${await uploaded.text()}`);
  const { imageId } = (await uploaded.json()) as { imageId: number };
  const saved = await fetch(new URL(`/api/v1/site/images/${imageId}/crop`, base), {
    method: 'PUT',
    headers: { cookie: ownerCookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      cropperData: { x: 0, y: 0, width: 1, height: 1 },
      canvasData: { left: 0, top: 0, width: 300, height: 300, naturalWidth: 1, naturalHeight: 1 },
      cropBoxData: { left: 0, top: 0, width: 300, height: 300 },
      isMobile: true,
    }),
  });
  if (!saved.ok) throw new Error(`saving the crop: ${saved.status} ${await saved.text()}`);
  ids.croppedImageId = imageId;
}

interface TreeItem {
  id: number;
  parentId: number | null;
}

/** A new top-level category: the one updateGroup renames and deleteGroups deletes. */
export async function spareCategory(base: string, ownerCookie: string): Promise<number> {
  const made = await postJsonAs(base, ownerCookie, '/api/v1/categories', { name: `Contract ${Date.now()}` });
  return made.categoryId as number;
}

/** The category tree as it is now, as the reorder call's nested id lists, and its stamp. */
export async function currentCategoryTree(
  base: string,
  ownerCookie: string,
  ids: ContractIds,
): Promise<void> {
  const reply = await fetch(new URL('/api/v1/categories', base), { headers: { cookie: ownerCookie } });
  const tree = (await reply.json()) as { categories: TreeItem[]; lastModifiedTimestamp: number };
  const nest = (parentId: number | null): unknown[] =>
    tree.categories.filter((c) => c.parentId === parentId).map((c) => ({ id: c.id, children: nest(c.id) }));
  ids.categoryTree = JSON.stringify(nest(null));
  ids.categoryStamp = tree.lastModifiedTimestamp;
}
