import { describe, expect, it } from 'vitest';
import { cacheKeyFor } from '~/.server/page-cache/cacheable-request';
import { guestPageKey, isPersonalKey } from '~/.server/page-cache/guest-pages';

/**
 * The page cache's keys keep only the parameters each page reads, with values it accepts
 * (app/.server/page-cache/page-params.ts; issue 24, finding 5).
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
    for (const tab of ['description', 'included', 'customization']) {
      expect(key(`/collections/3?tab=${tab}`)).toBe(`/collections/3?tab=${tab}`);
    }
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
    expect(key('/collections/3.data?_routes=routes%2Fshop%2Fcollection')).toBe(
      '/collections/3.data?_routes=routes%2Fshop%2Fcollection',
    );
    expect(key('/portfolio/4.data?_routes=root,routes/portfolio/piece&page=2')).toBe(
      '/portfolio/4.data?_routes=root%2Croutes%2Fportfolio%2Fpiece&page=2',
    );
    for (const target of [
      '/about.data?_routes=routes/contact/contact',
      '/about.data?_routes=routes/pages/about,root',
      '/about.data?_routes=root,root',
      '/about.data?_routes=',
      '/about.data?_routes=root&_routes=routes/storefront/layout',
      '/about.data?index',
      '/collections.data?index=1',
    ]) {
      expect(key(target), target).toBeNull();
    }
    // On a document nothing reads it.
    expect(key('/about?_routes=made-up')).toBe('/about');
  });
});

describe('which guest pages the cache keeps, one per party', () => {
  const guest = (target: string) => guestPageKey(new URL(target, 'http://shop.test'))?.key ?? null;
  const token = 'BT72PJ6HsfGUqMTzqIhq4Q';

  it('keeps a personal link’s page under its own key, apart from the public pages', () => {
    const key = guest(`/i/meera-arjun-7kq2/${token}`);
    expect(key).toBe(`personal:/i/meera-arjun-7kq2/${token}`);
    expect(isPersonalKey(key!)).toBe(true);
    expect(isPersonalKey('/about')).toBe(false);
  });

  it('leaves the site page, its images, data requests, queries and made-up links to render', () => {
    for (const target of [
      '/i/meera-arjun-7kq2',
      '/i/meera-arjun-7kq2/preview.jpg',
      '/i/meera-arjun-7kq2/design.webp',
      `/i/meera-arjun-7kq2/${token}.data`,
      `/i/meera-arjun-7kq2/${token}?fbclid=x`,
      `/i/Meera-Arjun/${token}`,
      `/i/meera-arjun-7kq2/${token}x`,
      `/i/meera-arjun-7kq2/${token}/more`,
    ]) {
      expect(guest(target), target).toBeNull();
    }
  });
});
