import { SCROLL_EFFECT_POPOVERS } from '@storekeep/domain/website-builder';
import { describe, expect, it } from 'vitest';
import { sortAmenities } from './blocks/amenities.tsx';
import { answerCatalogueRequests, catalogueRequests } from './catalogue.ts';
import { effectClassName } from './effects.ts';
import { planBannerDrop } from './fields/banner-slides-field.tsx';
import { effectOptionsFor, effectPlacement } from './fields/effect-placement.ts';

const content = [{ props: { id: 'a' } }, { props: { id: 'b' } }];

describe('scroll effects in the editor', () => {
  it('parallax is offered on the first block only, with the popover text elsewhere', () => {
    const first = effectOptionsFor({ type: 'RichText', props: { id: 'a' } }, content, {});
    const second = effectOptionsFor({ type: 'RichText', props: { id: 'b' } }, content, {});
    expect(first.find((o) => o.effect === 'parallax')).toEqual({
      effect: 'parallax',
      enabled: true,
      popover: null,
    });
    expect(second.find((o) => o.effect === 'parallax')).toEqual({
      effect: 'parallax',
      enabled: false,
      popover: SCROLL_EFFECT_POPOVERS.firstSectionOnly,
    });
  });

  it('reveal is refused in the mobile preview and fade-in on a header with a cover image', () => {
    const mobile = effectOptionsFor({ type: 'RichText', props: { id: 'a' } }, content, {
      viewport: 'mobile',
    });
    expect(mobile.find((o) => o.effect === 'reveal')?.popover).toBe(SCROLL_EFFECT_POPOVERS.notOnMobile);
    const cover = effectOptionsFor(
      { type: 'Header', props: { id: 'a', coverImage: { url: '/c.jpg' } } },
      content,
      {},
    );
    expect(cover.find((o) => o.effect === 'fade-in')?.popover).toBe(
      SCROLL_EFFECT_POPOVERS.notForHeaderWithCover,
    );
    const plain = effectOptionsFor(
      { type: 'Header', props: { id: 'a', coverImage: { url: '' } } },
      content,
      {},
    );
    expect(plain.find((o) => o.effect === 'fade-in')?.enabled).toBe(true);
  });

  it('a block not yet in the content (being dropped in) counts as after the others', () => {
    expect(effectPlacement({ type: 'Video', props: { id: 'new' } }, content, {}).blockIndex).toBe(2);
  });

  it('none-effect adds no class; the others add their own', () => {
    expect(effectClassName('none-effect')).toBe('');
    expect(effectClassName('zoom-in')).toBe(' sk-fx sk-fx-zoom-in');
  });
});

describe('banner drop (multi-file drop opens the multi-upload slider)', () => {
  it.each([
    [0, 1, 'direct', 1, 0],
    [0, 3, 'multi', 3, 0],
    [8, 5, 'multi', 2, 3],
    [9, 4, 'direct', 1, 3],
    [10, 2, 'none', 0, 2],
    [0, 0, 'none', 0, 0],
  ] as const)(
    'with %i slides, dropping %i files: %s, %i taken, %i refused',
    (current, dropped, mode, taken, refused) => {
      const plan = planBannerDrop(
        current,
        Array.from({ length: dropped }, (_, i) => `f${i}`),
      );
      expect(plan).toEqual({ mode, accepted: Array.from({ length: taken }, (_, i) => `f${i}`), refused });
    },
  );
});

describe('amenities / services sorting', () => {
  const items = [
    { icon: 'star' as const, title: 'Manicure', text: '', detail: '' },
    { icon: 'star' as const, title: 'facial', text: '', detail: '' },
    { icon: 'star' as const, title: 'Haircut', text: '', detail: '' },
  ];
  it('keeps the merchant order, or sorts by name either way ignoring case', () => {
    expect(sortAmenities(items, 'manual').map((i) => i.title)).toEqual(['Manicure', 'facial', 'Haircut']);
    expect(sortAmenities(items, 'name-asc').map((i) => i.title)).toEqual(['facial', 'Haircut', 'Manicure']);
    expect(sortAmenities(items, 'name-desc').map((i) => i.title)).toEqual(['Manicure', 'Haircut', 'facial']);
    expect(items[0]?.title).toBe('Manicure');
  });
});

describe('catalogue props-injection contract', () => {
  const blocks = [
    { type: 'FeaturedProducts', props: { id: 'new', source: 'newest', limit: 2 } },
    {
      type: 'FeaturedProducts',
      props: { id: 'pick', source: 'manual', productIds: ['p3', 'gone', 'p1'], limit: 8 },
    },
    { type: 'FeaturedProducts', props: { id: 'cat', source: 'category', categoryId: 'c2', limit: 8 } },
    { type: 'FeaturedCategories', props: { id: 'cats', source: 'manual', categoryIds: ['c2'], limit: 4 } },
    { type: 'RichText', props: { id: 'r' } },
  ];
  const card = (id: string) => ({
    id,
    name: id,
    href: `/p/${id}`,
    imageUrl: null,
    imageAlt: '',
    pricePaise: 100,
    mrpPaise: null,
    inStock: true,
    enquiryOnly: false,
  });

  it('asks for what each featured block wants, keyed by block id', () => {
    expect(catalogueRequests(blocks)).toEqual([
      { blockId: 'new', kind: 'products', source: 'newest', categoryId: '', productIds: [], limit: 2 },
      {
        blockId: 'pick',
        kind: 'products',
        source: 'manual',
        categoryId: '',
        productIds: ['p3', 'gone', 'p1'],
        limit: 8,
      },
      { blockId: 'cat', kind: 'products', source: 'category', categoryId: 'c2', productIds: [], limit: 8 },
      { blockId: 'cats', kind: 'categories', source: 'manual', categoryIds: ['c2'], limit: 4 },
    ]);
  });

  it('answers them keeping the merchant order and skipping products that are gone', () => {
    const snapshot = answerCatalogueRequests(catalogueRequests(blocks), {
      products: ['p1', 'p2', 'p3'].map(card),
      categories: [
        { id: 'c1', name: 'A', href: '/c/1', imageUrl: null, imageAlt: '' },
        { id: 'c2', name: 'B', href: '/c/2', imageUrl: null, imageAlt: '' },
      ],
      productsByCategory: { c2: ['p2'] },
    });
    expect(snapshot.products.new?.map((p) => p.id)).toEqual(['p1', 'p2']);
    expect(snapshot.products.pick?.map((p) => p.id)).toEqual(['p3', 'p1']);
    expect(snapshot.products.cat?.map((p) => p.id)).toEqual(['p2']);
    expect(snapshot.categories.cats?.map((c) => c.id)).toEqual(['c2']);
  });
});
