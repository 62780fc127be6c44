import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** Where the browser tests leave their screenshots (the README shows the committed ones). */
export const SCREENSHOT_DIR = join(__dirname, '..', '..', '..', 'docs', 'screenshots');

/** The wide window the walks browse in (and take their screenshots at), and a phone's. */
export const WIDE_WINDOW = { width: 1280, height: 900 };
export const NARROW_WINDOW = { width: 375, height: 800 };

/** Every console error and uncaught exception of a page, to assert there were none. */
export function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/**
 * What a page fails of the rules every page must keep: each visible form control has a label
 * (a <label>, aria-label or aria-labelledby), each button a name, one h1, and nothing wider than
 * the window (a narrow window must not scroll sideways; tables scroll inside their wrapper).
 */
export async function pageProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const visible = (element: Element) => (element as HTMLElement).offsetParent !== null;
    for (const control of document.querySelectorAll('input, select, textarea')) {
      const input = control as HTMLInputElement;
      if (input.type === 'hidden' || !visible(input)) continue;
      const named =
        (input.labels?.length ?? 0) > 0 ||
        input.hasAttribute('aria-label') ||
        input.hasAttribute('aria-labelledby');
      if (!named) problems.push(`unlabelled ${input.tagName.toLowerCase()} name=${input.name}`);
    }
    for (const button of document.querySelectorAll('button')) {
      if (visible(button) && !button.textContent?.trim() && !button.hasAttribute('aria-label'))
        problems.push('button without a name');
    }
    const headings = document.querySelectorAll('h1').length;
    if (headings !== 1) problems.push(`${headings} h1 elements`);
    if (document.documentElement.scrollWidth > window.innerWidth + 1) {
      problems.push(
        `page is ${document.documentElement.scrollWidth}px wide in a ${window.innerWidth}px window`,
      );
    }
    return problems;
  });
}

/**
 * pageProblems in the wide window and in the narrow one, each prefixed with the page and the
 * width; the page is left in the wide window.
 */
export async function problemsWideAndNarrow(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const size of [WIDE_WINDOW, NARROW_WINDOW]) {
    await page.setViewportSize(size);
    const problems = await pageProblems(page);
    found.push(...problems.map((problem) => `${page.url()} at ${size.width}px: ${problem}`));
  }
  await page.setViewportSize(WIDE_WINDOW);
  return found;
}

/** Tabs from the top of the page until the focused element's text is `text`; false if never. */
export async function tabTo(page: Page, text: string, maxSteps = 60): Promise<boolean> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let step = 0; step < maxSteps; step += 1) {
    await page.keyboard.press('Tab');
    if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === text) return true;
  }
  return false;
}
