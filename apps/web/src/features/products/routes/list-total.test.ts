import { describe, expect, it } from 'vitest';
import { listTotalText, pageCount } from './list-total.ts';

const words = (range: string | null, total: string) =>
  range ? `${range} of ${total} products` : `${total} products`;
const page = (n: number, rows: number, total: number, totalIsCapped: boolean) => ({
  page: n,
  pageSize: 25,
  total,
  totalIsCapped,
  products: Array.from({ length: rows }),
});

describe('the product list count', () => {
  it('shows the rows of the page and the exact total', () => {
    expect(listTotalText(page(2, 10, 35, false), words)).toBe('26–35 of 35 products');
  });

  it('shows a capped count as 10,000+ (Indian grouping) and offers the next page past the cap', () => {
    expect(listTotalText(page(1, 25, 10_000, true), words)).toBe('1–25 of 10,000+ products');
    expect(pageCount({ total: 10_000, totalIsCapped: true }, 1)).toBe(400);
    expect(pageCount({ total: 10_000, totalIsCapped: true }, 400)).toBe(401);
    expect(pageCount({ total: 35, totalIsCapped: false }, 2)).toBe(2);
  });

  it('shows only the total on a page past the end', () => {
    expect(listTotalText(page(9, 0, 35, false), words)).toBe('35 products');
  });
});
