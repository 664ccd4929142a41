import type { CategoryItem, CategoryTreeReply } from '@storekeep/domain/category-api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../app/api-client.ts';
import { fakeApi, jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { MobileCategories, mobileMessage } from './mobile-categories.tsx';

const item = (id: number, name: string, parentId: number | null, level: number): CategoryItem => ({
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
});

const tree = (isCategoryAutomated: boolean): CategoryTreeReply => ({
  lastModifiedTimestamp: 5,
  isCategoryAutomated,
  categories: [item(1, 'Groceries', null, 1), item(2, 'Staples', 1, 2)],
});

describe('mobile wording of failures (shared-blocks.md §8)', () => {
  it.each([
    ['This Category already exists', false, 'Category already exists'],
    ['Changes to your Category has not been applied. Please try again.', true, 'Something went wrong'],
    [
      'Changes to your Category has not been applied. Please try again.',
      false,
      'Changes to your Category has not been applied. Please try again.',
    ],
    ['Category name cannot be blank', true, 'Category name cannot be blank'],
  ])('%s (automated %s) reads %s', (message, automated, shown) => {
    expect(mobileMessage(new ApiError(409, 'conflict', message), automated)).toBe(shown);
  });
});

describe('mobile category screens', () => {
  it('shows Hide, Unhide and Delete in the footer, and no Delete in automated mode', async () => {
    fakeApi(() => jsonResponse(200, tree(false)));
    const { unmount } = renderWithApp(<MobileCategories tree={tree(false)} startInAddMode={false} />);
    expect((await screen.findByTestId('mobile-screen-title')).textContent).toBe('Select Display Category');
    for (const id of ['mobile-hide', 'mobile-unhide', 'mobile-delete'])
      expect(screen.getByTestId(id)).toBeTruthy();
    unmount();
    renderWithApp(<MobileCategories tree={tree(true)} startInAddMode={false} />);
    await screen.findByTestId('mobile-footer');
    expect(screen.queryByTestId('mobile-delete')).toBeNull();
  });

  it('opens in add mode (activeTab=add) and steps to the parent picker and back', async () => {
    fakeApi(() => jsonResponse(200, tree(false)));
    renderWithApp(<MobileCategories tree={tree(false)} startInAddMode />);
    const title = () => screen.getByTestId('mobile-screen-title').textContent;
    await screen.findByTestId('mobile-description-screen');
    expect(title()).toBe('Add Parent Category');
    fireEvent.click(screen.getByTestId('mobile-choose-parent'));
    await waitFor(() => expect(title()).toBe('Select Parent Category'));
    fireEvent.click(screen.getByTestId('pick-parent-2'));
    await waitFor(() => expect(title()).toBe('Add Child Category'));
    expect(screen.getByTestId('mobile-parent-name').textContent).toBe('Staples');
    fireEvent.click(screen.getByTestId('mobile-add-image'));
    await waitFor(() => expect(title()).toBe('Add Image'));
    fireEvent.click(screen.getByTestId('mobile-back'));
    await waitFor(() => expect(title()).toBe('Add Child Category'));
  });
});
