import type { Locator, Page } from '@playwright/test';

/**
 * What makes a screen scroll sideways: the document wider than the window, or any scrolling box
 * (a table's scroll container) wider inside than out. A table that merely scrolls inside its
 * container keeps the document narrow, yet still pushes its other columns out of view.
 */
export async function sidewaysScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      found.push(`document ${root.scrollWidth} px in ${root.clientWidth} px`);
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const { overflowX } = getComputedStyle(element);
      // One pixel of slack: sub-pixel widths round up in scrollWidth.
      if (
        (overflowX === 'auto' || overflowX === 'scroll') &&
        element.scrollWidth > element.clientWidth + 1
      ) {
        found.push(
          `${element.tagName.toLowerCase()}.${element.className} ${element.scrollWidth} px in ${element.clientWidth} px`,
        );
      }
    }
    return found;
  });
}

/** Where a text is cut off or sticks out: its box beyond the window, or content clipped inside it. */
export async function cutOff(element: Locator): Promise<string | null> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    if (box.left < 0 || box.right > document.documentElement.clientWidth + 1)
      return `spans ${Math.round(box.left)}–${Math.round(box.right)} px`;
    // Clipped content (an ellipsis, overflow: hidden) in the element or any of its children.
    for (const part of [node, ...node.querySelectorAll('*')]) {
      if (part.scrollWidth > part.clientWidth + 1 && getComputedStyle(part).overflowX !== 'visible')
        return `${part.tagName.toLowerCase()} clips ${part.scrollWidth} px to ${part.clientWidth} px`;
    }
    return null;
  });
}
