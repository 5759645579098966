import type { Page } from '@playwright/test';

/**
 * The page as the proxy sends it when it does not draw the screen into it (the drawing was late
 * or failed, server/proxy/firstScreen/): index.html as built, the frame in `#root`, the screen
 * drawn and its data asked for by the browser. For journeys about that path, or that answer the
 * browser's own reads (an outage, a slow link), which a drawn page does not send.
 */
export async function withoutDrawnScreen(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (request.resourceType() !== 'document') return route.fallback();
    // An address that shows no screen gets index.html as it is.
    const plain = await route.fetch({ url: new URL('/e2e-no-screen-here', request.url()).href });
    await route.fulfill({ response: plain });
  });
}
