import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCollection, removeCollection, updateCollection } from '~/.server/collections/changes';
import { getCollectionForEdit } from '~/.server/collections/admin-list';
import { addItem, deleteItem, updateItem } from '~/.server/content/items';
import { getStoredContent, saveContent } from '~/.server/content/pages';
import { checkSlotTemplateMarkup } from '~/.server/designs/slot-template-check';
import { removeSlotTemplate, replaceSlotTemplate } from '~/.server/designs/slot-template-uploads';
import { loadSampleContentOnce } from '~/.server/db/seed';
import { ByteLru } from '~/.server/platform/byte-lru';
import { APP_COOKIES, cacheKeyFor } from '~/.server/page-cache/cacheable-request';
import { pageFromRender } from '~/.server/page-cache/cached-page';
import { readContentVersion, touchContent } from '~/.server/page-cache/content-version';
import { codingFor } from '~/.server/page-cache/encodings';
import { newCacheRender } from '~/.server/page-cache/render-holes';
import { createPortfolioItem, deletePortfolioItem, updatePortfolioItem } from '~/.server/portfolio/changes';
import {
  addTestimonial,
  deleteTestimonial,
  moderateTestimonial,
  submitReview,
  updateTestimonial,
} from '~/.server/reviews/testimonials';
import { insertCollection } from '../support/fixtures';
import { testServices } from '../support/services';
import { createTestDb, engines, type TestDb } from '../support/test-db';

describe('which requests the page cache answers', () => {
  const key = (target: string, headers: Record<string, string> = {}, method = 'GET') =>
    cacheKeyFor(method, new URL(target, 'http://shop.test'), new Headers(headers));

  it('keeps public pages and their data, under their path and sorted parameters', () => {
    expect(key('/')).toBe('/');
    expect(key('/_root.data')).toBe('/_root.data');
    expect(key('/collections/12')).toBe('/collections/12');
    expect(key('/collections?page=2&category=wedding')).toBe('/collections?category=wedding&page=2');
    expect(key('/collections?category=wedding&page=2&utm_source=x&fbclid=y')).toBe(
      '/collections?category=wedding&page=2',
    );
    expect(key('/testimonials.data?_routes=routes%2Ftestimonials%2Ftestimonials&page=3')).toBe(
      '/testimonials.data?_routes=routes%2Ftestimonials%2Ftestimonials&page=3',
    );
    for (const page of ['/about', '/contact', '/privacy', '/terms', '/portfolio', '/portfolio/3']) {
      expect(key(page)).toBe(page);
    }
  });

  it('leaves one person’s pages, posts and made-up addresses to render as before', () => {
    for (const target of [
      '/checkout',
      '/account',
      '/account/orders',
      '/login',
      '/success?order=1.x',
      '/downloads/abc',
      '/proofs/abc',
      '/pay/test',
      '/cart',
      '/admin',
      '/collections/1/preview.webp',
      '/ABOUT',
      '/about/',
      '/collections/01',
      '/collections/1?names=Asha',
    ]) {
      expect(key(target), target).toBeNull();
    }
    expect(key('/about', {}, 'HEAD')).toBeNull();
    expect(key('/about', {}, 'POST')).toBeNull();
  });

  it('answers only requests without any of the app’s cookies (an empty one too)', () => {
    for (const name of APP_COOKIES) {
      expect(key('/about', { Cookie: `${name}=` }), name).toBeNull();
      expect(key('/about', { Cookie: `_ga=1; ${name}=abc; theme=dark` }), name).toBeNull();
    }
    expect(key('/about', { Cookie: '_ga=GA1.1; theme=dark' })).toBe('/about');
  });

  it('knows every cookie the app sets', () => {
    const dir = path.resolve('app/.server');
    const names = new Set<string>();
    const walk = (folder: string) => {
      for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
        const file = path.join(folder, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (file.endsWith('.ts')) {
          const source = fs.readFileSync(file, 'utf8');
          for (const match of source.matchAll(/createCookie\(\s*'([^']+)'/g)) names.add(match[1]!);
          for (const match of source.matchAll(/cookie:\s*{\s*name:\s*'([^']+)'/g)) names.add(match[1]!);
        }
      }
    };
    walk(dir);
    expect(names.size).toBeGreaterThanOrEqual(5);
    for (const name of names) expect(APP_COOKIES.has(name), `${name} is missing from APP_COOKIES`).toBe(true);
  });

  it('chooses brotli, then gzip, then none, as Accept-Encoding allows', () => {
    expect(codingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(codingFor('gzip, br;q=0')).toBe('gzip');
    expect(codingFor('deflate')).toBe('identity');
    expect(codingFor('*')).toBe('br');
    expect(codingFor('identity')).toBe('identity');
    expect(codingFor(null)).toBe('identity');
  });
});

describe('what the page cache keeps', () => {
  const render = () => newCacheRender();
  const tags = { stamp: '1:2026-11-26', isData: false };
  const html = (nonce: string) =>
    `<!DOCTYPE html><html><body><main>Hello</main><script nonce="${nonce}">window.a=1</script><script nonce="${nonce}" type="module" src="/assets/x.js"></script></body></html>`;
  const page = (headers: Record<string, string>, status = 200) => {
    const cacheRender = render();
    const response = new Response('', {
      status,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': `script-src 'self' 'nonce-${cacheRender.nonce}'; object-src 'none'`,
        ...headers,
      },
    });
    return pageFromRender(response, html(cacheRender.nonce), cacheRender, tags);
  };

  it('keeps a 200 without cookies, its scripts allowed by hash', () => {
    const kept = page({});
    expect(kept?.body.kind).toBe('whole');
    expect(kept!.policy).toMatch(/^script-src 'self' 'sha256-[\w+/=]+'; object-src 'none'$/);
    const body = kept!.body.kind === 'whole' ? kept!.body.identity.toString() : '';
    expect(body).not.toContain('nonce');
    expect(body).toContain('<main>Hello</main>');
  });

  it('never keeps a response that sets a cookie, has its own Cache-Control, is not a 200 or failed part-way', () => {
    expect(page({ 'Set-Cookie': 'flash=; Max-Age=0' })).toBeNull();
    expect(page({ 'Cache-Control': 'private, no-store' })).toBeNull();
    expect(page({}, 404)).toBeNull();
    const cacheRender = render();
    cacheRender.failed = true;
    const response = new Response('', { headers: { 'Content-Type': 'text/html', 'Content-Security-Policy': 'x' } });
    expect(pageFromRender(response, html(cacheRender.nonce), cacheRender, tags)).toBeNull();
  });

  it('keeps a page with a form token as holes, the nonce one of them', () => {
    const cacheRender = render();
    const token = cacheRender.formToken('contact');
    const response = new Response('', {
      headers: {
        'Content-Type': 'text/html',
        'Content-Security-Policy': `script-src 'self' 'nonce-${cacheRender.nonce}'`,
      },
    });
    const text = `${html(cacheRender.nonce)}<input name="formToken" value="${token}">`;
    const kept = pageFromRender(response, text, cacheRender, tags);
    expect(kept?.body.kind).toBe('holed');
    expect(kept!.policy).toContain(`'nonce-${cacheRender.nonce}'`);
  });

  it('bounds itself by bytes, the least recently used going first', () => {
    const lru = new ByteLru<{ bytes: number }>(100, 60);
    lru.set('a', { bytes: 40 });
    lru.set('b', { bytes: 40 });
    lru.get('a');
    lru.set('c', { bytes: 40 });
    expect([lru.get('a'), lru.get('b'), lru.get('c')].map(Boolean)).toEqual([true, false, true]);
    expect(lru.set('huge', { bytes: 61 })).toBe(false);
    expect(lru.bytes).toBe(80);
  });
});

describe.each(engines)('the content version on %s', (engine) => {
  let t: TestDb;
  beforeEach(async () => {
    t = await createTestDb(engine);
  });
  afterEach(() => t.destroy());

  /** Runs `change` and answers how much it raised the version by. */
  const raisedBy = async (change: () => Promise<unknown>) => {
    const before = (await readContentVersion(t.db))!;
    await change();
    return (await readContentVersion(t.db))! - before;
  };

  it('is raised by every save that changes a public page, and by nothing else', async () => {
    expect(await readContentVersion(t.db)).toBe(1);
    expect(await raisedBy(() => loadSampleContentOnce(t.db))).toBe(1);
    expect(await raisedBy(() => loadSampleContentOnce(t.db))).toBe(0);

    // Collections: add, edit (a repeat of the same save is no change), delete.
    let id = 0;
    expect(
      await raisedBy(async () => {
        const values = (await getCollectionForEdit(t.db, 1))!;
        id = (await createCollection(t.db, { ...values, title: 'Jasmine Nights' }))!;
      }),
    ).toBe(1);
    const editable = (await getCollectionForEdit(t.db, id))!;
    const edit = { id, expectedVersion: editable.version, values: { ...editable, title: 'Jasmine Evenings' } };
    expect(await raisedBy(() => updateCollection(t.db, edit))).toBe(1);
    expect(await raisedBy(() => updateCollection(t.db, edit))).toBe(0);
    expect(await raisedBy(() => removeCollection(t.db, { id, expectedVersion: editable.version + 1 }))).toBe(1);

    // Portfolio.
    let item = 0;
    const values = { title: 'Sangeet', description: 'A night of song.', category: 'wedding', image: '/images/p.webp' };
    expect(await raisedBy(async () => (item = (await createPortfolioItem(t.db, values))!))).toBe(1);
    expect(
      await raisedBy(() =>
        updatePortfolioItem(t.db, { id: item, expectedVersion: 1, values: { ...values, title: 'Mehndi' } }),
      ),
    ).toBe(1);
    expect(await raisedBy(() => deletePortfolioItem(t.db, { id: item, expectedVersion: 1 }))).toBe(0);
    expect(await raisedBy(() => deletePortfolioItem(t.db, { id: item, expectedVersion: 2 }))).toBe(1);

    // Site content: a page's fields, and an item of its list (a featured item, a team member).
    const about = await getStoredContent(t.db, 'privacy');
    expect(
      await raisedBy(() => saveContent(t.db, 'privacy', { ...about.value, heading: 'Privacy' }, about.version)),
    ).toBe(1);
    expect(
      await raisedBy(() => saveContent(t.db, 'privacy', { ...about.value, heading: 'Stale' }, about.version)),
    ).toBe(0);
    let added = '';
    const strip = { title: 'Mehndi', image: '/images/strip/strip-1.webp', link: '/' };
    expect(
      await raisedBy(async () => {
        const result = await addItem(t.db, 'featured', strip);
        added = result.ok ? (result.id ?? '') : '';
      }),
    ).toBe(1);
    const itemEdit = { id: added, expectedVersion: 1, values: { ...strip, title: 'Haldi' } };
    expect(await raisedBy(() => updateItem(t.db, 'featured', itemEdit))).toBe(1);
    expect(await raisedBy(() => updateItem(t.db, 'featured', itemEdit))).toBe(0);
    expect(await raisedBy(() => deleteItem(t.db, 'featured', { id: added, expectedVersion: 1 }))).toBe(0);
    expect(await raisedBy(() => deleteItem(t.db, 'featured', { id: added, expectedVersion: 2 }))).toBe(1);

    // Testimonials: a visitor's review waits unseen; the designer's decisions show.
    let review = 0;
    const words = { name: 'Ira', title: 'Bride', content: 'Lovely work from start to end.', rating: 5 };
    expect(await raisedBy(async () => (review = await submitReview(t.db, words)))).toBe(0);
    expect(
      await raisedBy(() => moderateTestimonial(t.db, { id: review, decision: 'approve', expectedVersion: 1 })),
    ).toBe(1);
    expect(
      await raisedBy(() => moderateTestimonial(t.db, { id: review, decision: 'feature', expectedVersion: 2 })),
    ).toBe(1);
    expect(
      await raisedBy(() =>
        updateTestimonial(t.db, { id: review, expectedVersion: 3, fields: { ...words, content: 'Lovely work!' } }),
      ),
    ).toBe(1);
    expect(await raisedBy(() => deleteTestimonial(t.db, { id: review, expectedVersion: 4 }))).toBe(1);
    expect(await raisedBy(() => addTestimonial(t.db, { ...words, date: '2026-01-02' }))).toBe(1);
  });

  it('is raised by the designer’s slot templates (the names preview shows them)', async () => {
    const services = testServices(t);
    try {
      const collectionId = await insertCollection(t.db, { title: 'Modern Monogram' });
      const svg = fs.readFileSync(path.resolve('app/.server/designs/templates/modern-monogram/invitation.svg'));
      const checked = await checkSlotTemplateMarkup(svg, 'invitation', 'invitation.svg');
      if (!checked.ok) throw new Error(checked.message);
      const request = { collectionId, piece: 'invitation' as const, expectedVersion: 0 };
      expect(await raisedBy(() => replaceSlotTemplate(t.db, services.files, { ...request, file: checked.file }))).toBe(
        1,
      );
      expect(await raisedBy(() => removeSlotTemplate(t.db, { ...request, expectedVersion: 1 }))).toBe(1);
    } finally {
      fs.rmSync(services.config.DATA_DIR, { recursive: true, force: true });
    }
  });

  it('is made again by a raise when its row is missing', async () => {
    await t.db.deleteFrom('content_version').execute();
    expect(await readContentVersion(t.db)).toBeNull();
    await t.db.transaction().execute((trx) => touchContent(trx));
    expect(await readContentVersion(t.db)).toBe(2);
  });
});
