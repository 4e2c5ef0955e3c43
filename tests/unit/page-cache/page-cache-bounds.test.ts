import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from '@remix-run/node';
import { keepOnlyIf } from '~/.server/page-cache/accepted-values';
import { pageFromRender, type CachedPage } from '~/.server/page-cache/cached-page';
import { BoundedQueue } from '~/.server/platform/bounded-queue';
import { COLLECTION_TABS, PUBLIC_ROUTE_IDS } from '~/.server/page-cache/page-params';
import { PageStore } from '~/.server/page-cache/page-store';
import { newCacheRender } from '~/.server/page-cache/render-holes';

/**
 * What keeps made-up addresses from filling the page cache (issue 24, finding 5): the rules name
 * real routes and tabs, a loader can refuse to have a render kept, a page's own address is never
 * pushed out by its variants, and compression jobs are bounded.
 */
describe('the parameter rules', () => {
  it('names only routes that exist, and the collection page’s own tabs', () => {
    for (const id of PUBLIC_ROUTE_IDS) {
      const file = id === 'root' ? 'app/root.tsx' : `app/${id}.tsx`;
      expect(fs.existsSync(path.resolve(file)), file).toBe(true);
    }
    const route = fs.readFileSync(path.resolve('app/routes/shop/collection.tsx'), 'utf8');
    const tabs = [...route.matchAll(/\bid: '([a-z]+)',\s*label:/g)].map((match) => match[1]);
    expect(new Set(tabs)).toEqual(COLLECTION_TABS);
  });
});

describe('what a loader refuses to have kept', () => {
  it('marks the render so its page is sent and not kept', () => {
    const cacheRender = newCacheRender();
    const context = { cacheRender } as unknown as AppLoadContext;
    keepOnlyIf(context, true);
    expect(cacheRender.refused).toBeUndefined();
    keepOnlyIf(context, false);
    expect(cacheRender.refused).toBe(true);
    keepOnlyIf({} as AppLoadContext, false);

    const response = new Response('', { headers: { 'Content-Type': 'text/x-script' } });
    expect(pageFromRender(response, 'data', newCacheRender(), { stamp: '1:d', isData: true })).not.toBeNull();
    expect(pageFromRender(response, 'data', cacheRender, { stamp: '1:d', isData: true })).toBeNull();
  });
});

describe('the page store', () => {
  const page = (bytes: number) => ({ bytes }) as CachedPage;

  it('never lets addresses with parameters push out a page’s own address', () => {
    const store = new PageStore(8000);
    const own = ['/', '/about', '/collections'].map((address) => [address, page(100)] as const);
    for (const [address, kept] of own) expect(store.set(address, kept)).toBe(true);
    for (let n = 0; n < 500; n++) store.set(`/collections?category=c&page=${n}`, page(100));
    for (const [address, kept] of own) expect(store.get(address), address).toBe(kept);
    // Variants have a quarter of the bytes among themselves.
    const recent = Array.from({ length: 500 }, (_, n) => store.get(`/collections?category=c&page=${n}`));
    expect(recent.filter(Boolean).length).toBe(20);
  });

  it('keeps guests’ pages in a budget of their own, so a wave of them pushes out no public page', () => {
    const store = new PageStore(8000);
    const own = ['/', '/about', '/collections'].map((address) => [address, page(100)] as const);
    for (const [address, kept] of own) store.set(address, kept);
    for (let n = 0; n < 500; n++) store.set(`personal:/i/meera-arjun-7kq2/${String(n).padStart(22, 'x')}`, page(100));
    for (const [address, kept] of own) expect(store.get(address), address).toBe(kept);
    const recent = Array.from({ length: 500 }, (_, n) =>
      store.get(`personal:/i/meera-arjun-7kq2/${String(n).padStart(22, 'x')}`),
    );
    expect(recent.filter(Boolean).length).toBe(20);
  });

  it('says whether a page is still the one kept, without counting it as a use', () => {
    const store = new PageStore(1000);
    const first = page(100);
    store.set('/about', first);
    expect(store.holds('/about', first)).toBe(true);
    store.set('/about', page(100));
    expect(store.holds('/about', first)).toBe(false);
  });
});

describe('the bounded queue, as the compression uses it', () => {
  it('runs one job at a time, lets a few wait and declines the rest', async () => {
    const queue = new BoundedQueue(1, 2);
    const finish: Array<() => void> = [];
    let running = 0;
    let most = 0;
    const job = () =>
      new Promise<void>((resolve) => {
        running++;
        most = Math.max(most, running);
        finish.push(() => {
          running--;
          resolve();
        });
      });
    const offered = Array.from({ length: 10 }, () => queue.offer(job, 'A test job'));
    expect(offered).toEqual([true, true, true, false, false, false, false, false, false, false]);
    expect(queue.active + queue.queued).toBe(3);
    for (let done = 0; done < 3; done++) {
      await expect.poll(() => finish.length).toBe(done + 1);
      finish[done]!();
    }
    await expect.poll(() => queue.active + queue.queued).toBe(0);
    expect(most).toBe(1);
    // Room again: a declined page is offered again at its next serve.
    expect(queue.offer(async () => {}, 'A test job')).toBe(true);
  });
});
