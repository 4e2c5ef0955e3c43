/**
 * What a phone downloads on a first visit to a page: a real Chromium at a phone's size and pixel
 * density (Lighthouse's Moto G Power), counting the bytes on the wire per kind of file. JS is the
 * compressed size of the scripts and module preloads; images those the page asked for before
 * `load` (lazy ones below the fold are not fetched yet, as on the phone).
 */
import fs from 'node:fs';
import { chromium, type Browser } from '@playwright/test';

export interface PageWeight {
  path: string;
  htmlBytes: number;
  htmlTransferBytes: number;
  jsFiles: number;
  jsTransferBytes: number;
  cssTransferBytes: number;
  imageFiles: number;
  imageTransferBytes: number;
  fontTransferBytes: number;
}

const CHROMIUM = '/usr/bin/chromium';

export async function measurePageWeights(origin: string, paths: string[]): Promise<PageWeight[]> {
  const browser = await chromium.launch({
    ...(fs.existsSync(CHROMIUM) ? { executablePath: CHROMIUM } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const weights: PageWeight[] = [];
    for (const path of paths) weights.push(await weigh(browser, origin, path));
    return weights;
  } finally {
    await browser.close();
  }
}

async function weigh(browser: Browser, origin: string, path: string): Promise<PageWeight> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const sizes: Array<Promise<{ type: string; bytes: number }>> = [];
  page.on('requestfinished', (request) =>
    sizes.push(request.sizes().then((size) => ({ type: request.resourceType(), bytes: size.responseBodySize }))),
  );
  await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  // The scripts are fetched after the page has loaded (held-scripts.ts): counted once it is hydrated.
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const html = await (await fetch(`${origin}${path}`, { headers: { 'Accept-Encoding': 'identity' } })).arrayBuffer();
  await context.close();
  const all = await Promise.all(sizes);
  const of = (type: string) => all.filter((entry) => entry.type === type);
  const sum = (entries: Array<{ bytes: number }>) => entries.reduce((total, entry) => total + entry.bytes, 0);
  return {
    path,
    htmlBytes: html.byteLength,
    htmlTransferBytes: sum(of('document')),
    jsFiles: of('script').length,
    jsTransferBytes: sum(of('script')),
    cssTransferBytes: sum(of('stylesheet')),
    imageFiles: of('image').length,
    imageTransferBytes: sum(of('image')),
    fontTransferBytes: sum(of('font')),
  };
}
