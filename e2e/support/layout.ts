import { expect, type Locator, type Page } from '@playwright/test';

/** A toast (or anything floating) sits wholly below the page's top bar, clear of its buttons. */
export async function expectBelowTopBar(page: Page, floating: Locator) {
  const bar = await page.getByRole('banner').first().boundingBox();
  const box = await floating.boundingBox();
  expect(bar, 'the top bar').not.toBeNull();
  expect(box, 'the floating element').not.toBeNull();
  expect(box!.y, 'top of the floating element against the bottom of the top bar').toBeGreaterThanOrEqual(
    bar!.y + bar!.height,
  );
}
