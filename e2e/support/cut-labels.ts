// Labels cut at their edge: a button, badge, tab or menu entry whose words are wider than the box
// it got and are clipped (Mantine's one-line labels hide the rest). Buttons and badges wrap instead
// (apps/web/src/app/labels.css); the one label meant to end in an ellipsis (the header's outlet
// name, whose menu shows it whole) is not counted.
import type { Page } from 'playwright-core';

export async function cutLabels(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll(
        '.mantine-Button-label, .mantine-Badge-label, .mantine-Tabs-tabLabel, .mantine-SegmentedControl-label, .mantine-NavLink-label',
      ),
    ]
      .filter(
        (label) =>
          label.scrollWidth > label.clientWidth + 1 &&
          label.getClientRects().length > 0 &&
          !label.closest('[data-testid="outlet-switcher"]'),
      )
      .map((label) => `cut label "${(label.textContent ?? '').trim().slice(0, 40)}"`),
  );
}
