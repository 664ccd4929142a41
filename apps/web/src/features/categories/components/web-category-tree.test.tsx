import type { CategoryItem, CategoryTreeReply } from '@storekeep/domain/category-api';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { WebCategoryTree } from './web-category-tree.tsx';

const item = (
  id: number,
  name: string,
  parentId: number | null,
  level: number,
  extra: Partial<CategoryItem> = {},
): CategoryItem => ({
  id,
  name,
  parentId,
  visibility: 'ON_DISPLAY',
  position: id,
  level,
  breadcrumb: name,
  isParentCategoryHidden: false,
  imageUrl: null,
  isSeoPresent: false,
  translations: {},
  productCount: 0,
  ...extra,
});

const TREE: CategoryTreeReply = {
  lastModifiedTimestamp: 1234,
  isCategoryAutomated: false,
  categories: [
    item(1, 'Snacks', null, 1, { visibility: 'OFF_DISPLAY' }),
    item(2, 'Chips', 1, 2, { isParentCategoryHidden: true }),
    item(3, 'Nachos', 2, 3, { isParentCategoryHidden: true }),
    item(4, 'Namkeen', 1, 2, { isParentCategoryHidden: true }),
  ],
};

describe('web category tree', () => {
  it('marks the hidden parent and the parent-hidden children', async () => {
    fakeApi(() => jsonResponse(200, TREE));
    renderWithApp(<WebCategoryTree tree={TREE} />);
    await screen.findByTestId('category-tree');
    expect(screen.getByTestId('category-hidden-1')).toBeTruthy();
    for (const id of [2, 3, 4]) expect(screen.getByTestId(`category-parent-hidden-${id}`)).toBeTruthy();
    expect(screen.queryByTestId('category-parent-hidden-1')).toBeNull();
  });

  it('checks the children with their parent and shows the parent partial when only some are checked', async () => {
    fakeApi(() => jsonResponse(200, TREE));
    renderWithApp(<WebCategoryTree tree={TREE} />);
    await screen.findByTestId('category-tree');
    const state = (id: number) => screen.getByTestId(`category-check-${id}`).getAttribute('data-state');
    fireEvent.click(screen.getByTestId('category-check-2'));
    await waitFor(() => expect(state(1)).toBe('partial'));
    expect([state(2), state(3), state(4)]).toEqual(['checked', 'checked', 'unchecked']);
    expect(screen.getByTestId('category-selected-count').textContent).toBe('2 selected');
    fireEvent.click(screen.getByTestId('category-check-4'));
    await waitFor(() => expect(state(1)).toBe('checked'));
  });

  it('collapses a parent to hide the rows below it', async () => {
    fakeApi(() => jsonResponse(200, TREE));
    renderWithApp(<WebCategoryTree tree={TREE} />);
    await screen.findByTestId('category-tree');
    fireEvent.click(screen.getByTestId('category-expand-1'));
    await waitFor(() => expect(screen.queryByTestId('category-row-2')).toBeNull());
    fireEvent.click(screen.getByTestId('category-expand-1'));
    await waitFor(() => expect(screen.getByTestId('category-row-2')).toBeTruthy());
  });

  it('paints a large tree in steps: 10 rows, then 20, then 10 more when scrolled to 95 %', async () => {
    const big: CategoryTreeReply = {
      ...TREE,
      categories: Array.from({ length: 60 }, (_, i) => item(i + 1, `Category ${i + 1}`, null, 1)),
    };
    // A page taller than the window, scrolled to the top.
    const root = document.documentElement;
    Object.defineProperty(root, 'scrollHeight', { configurable: true, value: 5000 });
    Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 });
    try {
      fakeApi(() => jsonResponse(200, big));
      renderWithApp(<WebCategoryTree tree={big} />);
      await screen.findByTestId('category-tree');
      const rows = () => screen.queryAllByTestId(/^category-row-/).length;
      await waitFor(() => expect(rows()).toBe(20));
      expect(screen.getByTestId('category-more').textContent).toBe('Showing 20 of 60…');
      window.scrollY = 5000 * 0.96 - window.innerHeight;
      fireEvent.scroll(window);
      await waitFor(() => expect(rows()).toBe(30));
    } finally {
      Reflect.deleteProperty(root, 'scrollHeight');
      window.scrollY = 0;
    }
  }, 20_000);

  it('moves a category down with the tree stamp and shows the reply message', async () => {
    const calls: Array<{ url: string; body: unknown }> = [];
    fakeApi((url, init) => {
      calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return jsonResponse(200, {
        message: 'Changes to your Category has been applied successfully.',
        popup: null,
        categoryId: 2,
        refusedIds: [],
        tree: TREE,
      });
    });
    const { queryClient } = renderWithApp(<WebCategoryTree tree={TREE} />);
    await screen.findByTestId('category-tree');
    await screen.findByTestId('category-tree');
    queryClient.setQueryData(['categories', 'tree'], TREE);
    await act(async () => {
      fireEvent.click(screen.getByTestId('category-down-2'));
    });
    await screen.findByText('Changes to your Category has been applied successfully.');
    expect(calls[0]).toEqual({
      url: '/api/v1/categories/2/move',
      body: { direction: 'down', lastModifiedTimestamp: 1234 },
    });
  });

  it('renames a category with its name in Hindi given under Translations', async () => {
    const calls: Array<{ url: string; body: unknown }> = [];
    fakeApi((url, init) => {
      calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return jsonResponse(200, {
        message: 'Changes to your Category has been applied successfully.',
        popup: null,
        categoryId: 4,
        refusedIds: [],
        tree: TREE,
      });
    });
    const { queryClient } = renderWithApp(<WebCategoryTree tree={TREE} />);
    await screen.findByTestId('category-tree');
    queryClient.setQueryData(['categories', 'tree'], TREE);
    fireEvent.click(screen.getByTestId('category-menu-4'));
    fireEvent.click(await screen.findByTestId('category-action-rename'));
    fireEvent.change(await screen.findByTestId('category-translations-name'), {
      target: { value: 'नमकीन' },
    });
    await act(async () => {
      fireEvent.click(screen.getByTestId('category-name-save'));
    });
    await waitFor(() => expect(calls.length).toBe(1));
    expect(calls[0]).toEqual({
      url: '/api/v1/categories/4',
      body: { name: 'Namkeen', translations: { hi: { name: 'नमकीन' } }, lastModifiedTimestamp: 1234 },
    });
  });
});
