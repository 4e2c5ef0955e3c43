import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLOT_FIELDS } from '~/.server/designs/slots';
import { PreviewCache } from '~/.server/designs/preview-cache';
import { renderPreview } from '~/.server/designs/render-image';
import { setTemplateText } from '~/.server/designs/template';
import { BoundedQueue, QueueFull } from '~/.server/platform/bounded-queue';
import {
  createPreviewRenderer,
  PREVIEW_FIELD_HEADER,
  type PreviewRendererOptions,
} from '~/.server/designs/preview-image';
import { namesPreviewFor } from '~/.server/designs/names-preview';
import type { Services } from '~/.server/boot/services';
import { PREVIEW_MAX_CHARS } from '~/schemas/preview';
import { insertCollection } from '../support/fixtures';
import { testServices } from '../support/services';
import { createTestDb, type TestDb } from '../support/test-db';

const inAYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

describe('the preview image, /collections/<id>/preview.webp', () => {
  let t: TestDb;
  let services: Services;
  let peony: number;
  let renders: number;
  let options: PreviewRendererOptions;

  beforeEach(async () => {
    t = await createTestDb('sqlite');
    services = testServices(t);
    peony = await insertCollection(t.db, { title: 'Blush Peony Romance' });
    // The shop's own templates are found by the collection's slug.
    await t.db.updateTable('collections').set({ slug: 'blush-peony-romance' }).where('id', '=', peony).execute();
    renders = 0;
    options = {
      cache: new PreviewCache(),
      queue: new BoundedQueue(2, 24),
      rule: { action: 'preview-render-test', limit: 50, windowMs: 60_000 },
      render: (template, values) => {
        renders += 1;
        return renderPreview(template, values);
      },
    };
  });
  afterEach(() => t.destroy());

  const get = (
    renderer: ReturnType<typeof createPreviewRenderer>,
    query: string,
    { id = String(peony), address = '203.0.113.7', headers = {} as Record<string, string> } = {},
  ) =>
    renderer(
      services,
      new Request(`http://127.0.0.1/collections/${id}/preview.webp${query}`, { headers }),
      id,
      address,
    );
  const bytes = async (answer: Response) => Buffer.from(await answer.arrayBuffer());

  it('draws the invitation with the words, as a cacheable WebP', async () => {
    const preview = createPreviewRenderer(options);
    const answer = await get(preview, `?names=${encodeURIComponent('Meera & Arjun')}&date=${inAYear()}&venue=Jodhpur`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('image/webp');
    expect(answer.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+/);
    expect(answer.headers.get('ETag')).toMatch(/^"[\w-]{20,}"$/);
    const image = await bytes(answer);
    expect(image.subarray(0, 4).toString()).toBe('RIFF');
    expect(image.subarray(8, 12).toString()).toBe('WEBP');
    const sample = await bytes(await get(preview, ''));
    expect(sample.equals(image)).toBe(false);
  });

  it.each([
    ['a control character in the names', '?names=Meera%00Arjun', 'names', /Names cannot contain/],
    ['names longer than the slot', `?names=${'a'.repeat(PREVIEW_MAX_CHARS.names + 1)}`, 'names', /at most 80/],
    ['a huge venue', `?venue=${'x'.repeat(20_000)}`, 'venue', /at most 160/],
    ['a date that is not one', '?date=2027-02-30', 'date', /real date/],
    ['a date in the past', '?date=2001-01-01', 'date', /past/],
    ['bidi characters in the venue', '?venue=%E2%80%AEevil', 'venue', /text-direction/],
    ['names that cannot fit the card', `?names=${'W'.repeat(70)}`, 'names', /too long for the invitation/],
  ])('refuses %s with a 400 and a short message naming the field', async (_case, query, field, message) => {
    const answer = await get(createPreviewRenderer(options), query);
    expect(answer.status).toBe(400);
    expect(answer.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(answer.headers.get(PREVIEW_FIELD_HEADER)).toBe(field);
    expect(await answer.text()).toMatch(message);
  });

  it('refuses a field sent twice', async () => {
    const answer = await get(createPreviewRenderer(options), '?names=A&names=B');
    expect(answer.status).toBe(400);
    expect(await answer.text()).toBe('Send each of names, date and venue once.');
  });

  it('is a 404 for an unknown or unpublished collection and one without an invitation template', async () => {
    const preview = createPreviewRenderer(options);
    const draft = await insertCollection(t.db, { published: false });
    await t.db.updateTable('collections').set({ slug: 'woodland-rustic' }).where('id', '=', draft).execute();
    const plain = await insertCollection(t.db);
    for (const id of ['999999', 'abc', String(draft), String(plain)])
      expect((await get(preview, '?names=A%20%26%20B', { id })).status).toBe(404);
    expect(renders).toBe(0);
  });

  it('answers the same words from its cache without drawing them again, and a 304 to the ETag', async () => {
    const preview = createPreviewRenderer(options);
    const first = await get(preview, '?names=Meera%20%26%20Arjun');
    const image = await bytes(first);
    // The same words, spaced differently, are the same image.
    const again = await get(preview, '?names=Meera%20%20%26%20%20Arjun%20&date=');
    expect((await bytes(again)).equals(image)).toBe(true);
    expect(again.headers.get('ETag')).toBe(first.headers.get('ETag'));
    const revalidated = await get(preview, '?names=Meera%20%26%20Arjun', {
      headers: { 'If-None-Match': first.headers.get('ETag')! },
    });
    expect(revalidated.status).toBe(304);
    expect(renders).toBe(1);
  });

  it('limits renders per client, not cached answers, with a 429 in plain text', async () => {
    const preview = createPreviewRenderer({
      ...options,
      // Windows are fixed: one of an hour, so that three renders seldom straddle two (a minute's did, now and then).
      rule: { action: 'preview-render-test', limit: 2, windowMs: 60 * 60_000 },
    });
    expect((await get(preview, '?names=A%20%26%20B')).status).toBe(200);
    expect((await get(preview, '?names=C%20%26%20D')).status).toBe(200);
    const limited = await get(preview, '?names=E%20%26%20F');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await limited.text()).toMatch(/Too many previews/);
    // What is already drawn is still shown, and another client has its own allowance.
    expect((await get(preview, '?names=A%20%26%20B')).status).toBe(200);
    expect((await get(preview, '?names=E%20%26%20F', { address: '198.51.100.2' })).status).toBe(200);
    expect(renders).toBe(3);
  });

  it('answers a 503 when the render queue is full, never a 500', async () => {
    const queue = new BoundedQueue(1, 0);
    queue.run(() => new Promise(() => {})).catch(() => {});
    const answer = await get(createPreviewRenderer({ ...options, queue }), '?names=A%20%26%20B');
    expect(answer.status).toBe(503);
    expect(answer.headers.get('Retry-After')).toBe('2');
  });

  it('answers any words with an image or a message, never an error (page and image)', async () => {
    // Layout only (what refuses words that do not fit); drawing is tested above.
    const preview = createPreviewRenderer({
      ...options,
      rule: { action: 'preview-fuzz', limit: 10_000, windowMs: 60_000 },
      render: async (template, values) => (setTemplateText(template, values), Buffer.from('RIFF')),
    });
    const word = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 90 }),
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.constantFrom('', ' ', '2027-02-29', '2030-13-01', '9999-12-31', '&', '<b>x</b>', 'मीरा & अर्जुन', '\n\n'),
    );
    const query = fc.record({ names: word, date: word, venue: word }, { requiredKeys: [] });
    await fc.assert(
      fc.asyncProperty(query, async (words) => {
        const params = new URLSearchParams(words as Record<string, string>);
        const answer = await get(preview, `?${params}`);
        expect([200, 400]).toContain(answer.status);
        const section = await namesPreviewFor(services, { id: peony, slug: 'blush-peony-romance' }, params);
        expect(section).not.toBeNull();
      }),
      { numRuns: 150, seed: 20_261_125 },
    );
  });

  it('the page section refuses words that do not fit beside their field and keeps what was typed', async () => {
    const collection = { id: peony, slug: 'blush-peony-romance' };
    const long = 'W'.repeat(70);
    const params = new URLSearchParams({ names: long, venue: 'Umaid Bhawan', date: '2001-01-01' });
    const section = (await namesPreviewFor(services, collection, params))!;
    expect(section.input).toEqual({ names: long, date: '2001-01-01', venue: 'Umaid Bhawan' });
    expect(section.errors.names).toMatch(/too long for the invitation/);
    expect(section.errors.date).toBe('Event date cannot be in the past');
    // The image shows what is valid; the rest keeps the design's sample.
    expect(section.words).toEqual({ venue: 'Umaid Bhawan' });
    expect(section.imageSrc).toBe(`/collections/${peony}/preview.webp?venue=Umaid+Bhawan`);
    expect(section.sample.names).toMatch(/Aisha/);
    expect(await namesPreviewFor(services, { id: 1, slug: 'no-such-design' }, params)).toBeNull();
  });
});

describe('the preview schema', () => {
  it('keeps the bounds of the invitation slots', () => {
    expect(PREVIEW_MAX_CHARS.names).toBe(SLOT_FIELDS.names.maxChars);
    expect(PREVIEW_MAX_CHARS.venue).toBe(SLOT_FIELDS.venue.maxChars);
  });
});

describe('the render queue', () => {
  it('runs at most two renders at once and turns away more than it can hold', async () => {
    const queue = new BoundedQueue(2, 1);
    const gates: (() => void)[] = [];
    let running = 0;
    let most = 0;
    const task = () =>
      queue.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => gates.push(resolve));
        running -= 1;
        return 'done';
      });
    const first = [task(), task(), task()];
    await expect(task()).rejects.toBeInstanceOf(QueueFull);
    await vi.waitFor(() => expect(gates).toHaveLength(2));
    gates.shift()!();
    await vi.waitFor(() => expect(gates).toHaveLength(2));
    // The one that waited has started in the freed place: two again, never three.
    gates.splice(0).forEach((open) => open());
    expect(await Promise.all(first)).toEqual(['done', 'done', 'done']);
    expect(most).toBe(2);
    expect(queue.active).toBe(0);
  });
});

describe('the preview cache', () => {
  it('drops the least recently used past its count or bytes', () => {
    const cache = new PreviewCache(2, 10);
    cache.set('a', Buffer.alloc(4));
    cache.set('b', Buffer.alloc(4));
    cache.get('a');
    cache.set('c', Buffer.alloc(4));
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([true, false, true]);
    cache.set('d', Buffer.alloc(9));
    expect(cache.size).toBe(1);
    expect(cache.byteSize).toBe(9);
  });
});
