// Large trees paint in steps (shared-blocks.md §9): the first 10 rows, then 20, then 10 more each
// time the page is scrolled to 95 % of its height (or while the rows do not fill the screen).
import { CATEGORY_TREE_PAINTING } from '@storekeep/domain/categories';
import { useEffect, useState } from 'react';

const { firstStep, initialRows, moreRows, loadMoreAtPercent } = CATEGORY_TREE_PAINTING;

export function useProgressiveCount(total: number): number {
  const [count, setCount] = useState<number>(firstStep);

  // Step mode: the first 10 paint at once, the rest of the first 20 on the next frame.
  useEffect(() => {
    const frame = requestAnimationFrame(() => setCount((c) => Math.max(c, initialRows)));
    return () => cancelAnimationFrame(frame);
  }, []);

  useEffect(() => {
    if (count >= total) return;
    const check = () => {
      const root = document.documentElement;
      const seen = (window.scrollY + window.innerHeight) / Math.max(1, root.scrollHeight);
      const fillsScreen = root.scrollHeight > window.innerHeight + 1;
      if (!fillsScreen || seen * 100 >= loadMoreAtPercent) setCount((c) => Math.min(total, c + moreRows));
    };
    const frame = requestAnimationFrame(check);
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [count, total]);

  return Math.min(count, total);
}
