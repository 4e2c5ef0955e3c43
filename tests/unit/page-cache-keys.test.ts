import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from '@remix-run/node';
import { keepOnlyIf } from '~/.server/page-cache/accepted-values';
import { cacheKeyFor } from '~/.server/page-cache/cacheable-request';
import { pageFromRender, type CachedPage } from '~/.server/page-cache/cached-page';
import { CompressionQueue } from '~/.server/page-cache/compression-queue';
import { COLLECTION_TABS, PUBLIC_ROUTE_IDS } from '~/.server/page-cache/page-params';
import { PageStore } from '~/.server/page-cache/page-store';
import { newCacheRender } from '~/.server/page-cache/render-holes';

/**
 * The page cache's keys keep only the parameters each page reads, with values it accepts, and
 * nothing made up can fill it (issue 24, finding 5).
 */
const key = (target: string) => cacheKeyFor('GET', new URL(target, 'http://shop.test'), new Headers());

describe('which parameters each page’s cache key keeps', () => {
  it('serves a page that reads no parameter under its own address, whatever the query', () => {
    for (const page of ['/', '/about', '/contact', '/privacy', '/terms']) {
      for (const query of ['?page=7', '?tab=12', '?image=3&category=x', '?made=up', `?q=${'x'.repeat(500)}`]) {
        expect(key(`${page}${query}`), `${page}${query}`).toBe(page);
      }
    }
    expect(key('/_root.data?page=9')).toBe('/_root.data');
    expect(key('/about.data?tab=3')).toBe('/about.data');
  });

  it('keeps a list’s category and page, in one order, and leaves out what its loader reads as the default', () => {
    for (const list of ['/collections', '/portfolio', '/portfolio/4']) {
      expect(key(`${list}?page=2&category=Floral`)).toBe(`${list}?category=Floral&page=2`);
      expect(key(`${list}?category=Floral&page=2&tab=x&image=9&utm_source=ig`)).toBe(`${list}?category=Floral&page=2`);
      // What the loader reads as page 1 or as no filter is the page without them.
      for (const query of ['?page=1', '?page=abc', '?page=0', '?page=-3', '?page=2.5', '?page=1e3', '?category=']) {
        expect(key(`${list}${query}`), `${list}${query}`).toBe(list);
      }
      expect(key(`${list}?category=${'x'.repeat(101)}`)).toBe(list);
      expect(key(`${list}?category=a%00b`)).toBe(list);
      expect(key(`${list}?category=%20Floral%20`)).toBe(`${list}?category=Floral`);
      expect(key(`${list}?page=0003`)).toBe(`${list}?page=3`);
    }
    expect(key('/testimonials?page=3&category=Floral')).toBe('/testimonials?page=3');
    expect(key('/testimonials?page=one')).toBe('/testimonials');
  });

  it('keeps a collection’s gallery image and tab as asked, and nothing else', () => {
    expect(key('/collections/3?image=2')).toBe('/collections/3?image=2');
    expect(key('/collections/3?tab=included&image=3')).toBe('/collections/3?tab=included&image=3');
    expect(key('/collections/3?image=3&tab=included')).toBe('/collections/3?image=3&tab=included');
    for (const tab of COLLECTION_TABS) expect(key(`/collections/3?tab=${tab}`)).toBe(`/collections/3?tab=${tab}`);
    // Its links repeat the query: any other parameter or value is another page, not kept.
    for (const query of [
      '?image=0',
      '?image=4',
      '?image=02',
      '?image=1.0',
      '?image=0x2',
      '?tab=reviews',
      '?tab=Included',
      '?image=1&image=2',
      '?page=2',
      '?utm_source=ig',
      '?names=Asha',
      '?_routes=root',
      '?index',
    ]) {
      expect(key(`/collections/3${query}`), query).toBeNull();
    }
  });

  it('keeps a data request’s _routes when it names the page’s own routes in their order', () => {
    expect(key('/collections/3.data?_routes=routes%2F_site.collections.%24id')).toBe(
      '/collections/3.data?_routes=routes%2F_site.collections.%24id',
    );
    expect(key('/portfolio/4.data?_routes=root,routes/_site.portfolio.$id&page=2')).toBe(
      '/portfolio/4.data?_routes=root%2Croutes%2F_site.portfolio.%24id&page=2',
    );
    for (const target of [
      '/about.data?_routes=routes/_site.contact',
      '/about.data?_routes=routes/_site.about,root',
      '/about.data?_routes=root,root',
      '/about.data?_routes=',
      '/about.data?_routes=root&_routes=routes/_site',
      '/about.data?index',
      '/collections.data?index=1',
    ]) {
      expect(key(target), target).toBeNull();
    }
    // On a document nothing reads it.
    expect(key('/about?_routes=made-up')).toBe('/about');
  });

  it('names only routes that exist, and the collection page’s own tabs', () => {
    for (const id of PUBLIC_ROUTE_IDS) {
      const file = id === 'root' ? 'app/root.tsx' : `app/${id}.tsx`;
      expect(fs.existsSync(path.resolve(file)), file).toBe(true);
    }
    const route = fs.readFileSync(path.resolve('app/routes/_site.collections.$id.tsx'), 'utf8');
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
    expect(pageFromRender(response, 'data', newCacheRender(), { version: 1, day: 'd', isData: true })).not.toBeNull();
    expect(pageFromRender(response, 'data', cacheRender, { version: 1, day: 'd', isData: true })).toBeNull();
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

  it('says whether a page is still the one kept, without counting it as a use', () => {
    const store = new PageStore(1000);
    const first = page(100);
    store.set('/about', first);
    expect(store.holds('/about', first)).toBe(true);
    store.set('/about', page(100));
    expect(store.holds('/about', first)).toBe(false);
  });
});

describe('the compression queue', () => {
  it('runs one job at a time, lets a few wait and declines the rest', async () => {
    const queue = new CompressionQueue(1, 2);
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
    const offered = Array.from({ length: 10 }, () => queue.offer(job));
    expect(offered).toEqual([true, true, true, false, false, false, false, false, false, false]);
    expect(queue.size).toBe(3);
    for (let done = 0; done < 3; done++) {
      await expect.poll(() => finish.length).toBe(done + 1);
      finish[done]!();
    }
    await expect.poll(() => queue.size).toBe(0);
    expect(most).toBe(1);
    // Room again: a declined page is offered again at its next serve.
    expect(queue.offer(async () => {})).toBe(true);
  });
});
