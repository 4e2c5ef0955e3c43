import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PreviewCache } from '~/.server/designs/preview-cache';
import { BoundedQueue } from '~/.server/platform/bounded-queue';
import { previewLayoutBudget } from '~/.server/collections/collection-page';
import { namesPreviewFor } from '~/.server/designs/names-preview';
import { createPreviewRenderer } from '~/.server/designs/preview-image';
import type { RateLimitRule } from '~/.server/platform/rate-limit';
import type { Services } from '~/.server/boot/services';
import type * as TemplateModule from '~/.server/designs/template';
import { insertCollection } from '~/../tests/unit/support/fixtures';
import { testServices } from '~/../tests/unit/support/services';
import { createTestDb, type TestDb } from '~/../tests/unit/support/test-db';

/** Every layout of words in a template, counted (the real one still runs). */
const layouts = vi.hoisted(() => ({ count: 0 }));
vi.mock('~/.server/designs/template', async (importOriginal) => {
  const original = await importOriginal<typeof TemplateModule>();
  return {
    ...original,
    setTemplateText: (...args: Parameters<typeof original.setTemplateText>) => {
      layouts.count += 1;
      return original.setTemplateText(...args);
    },
  };
});

/**
 * Issue 24, finding 6: the collection page lays out the couple's words to put a message beside a
 * field that does not fit. That work was free, so reloading the page with new words got round the
 * preview image's per-client limit (worst-case words cost 177 ms a page). Now the same words are
 * laid out once, and new ones take from the preview image's own allowance.
 */
describe('the collection page’s preview layout', () => {
  let t: TestDb;
  let services: Services;
  let peony: { id: number; slug: string };
  const address = '203.0.113.9';
  const rule: RateLimitRule = { action: 'preview-render-page-test', limit: 2, windowMs: 60_000 };
  const pageRequest = (query: string) => new Request(`http://127.0.0.1/collections/${peony.id}?${query}`);
  const page = (query: string, from = address) =>
    namesPreviewFor(
      services,
      peony,
      new URLSearchParams(query),
      previewLayoutBudget(services, pageRequest(query), from, rule),
    );

  beforeEach(async () => {
    t = await createTestDb('sqlite');
    services = testServices(t);
    const id = await insertCollection(t.db, { title: 'Blush Peony Romance' });
    await t.db.updateTable('collections').set({ slug: 'blush-peony-romance' }).where('id', '=', id).execute();
    peony = { id, slug: 'blush-peony-romance' };
  });
  afterEach(() => t.destroy());

  const counted = async () =>
    Number(
      (
        await t.db
          .selectFrom('rate_limits')
          .select('count')
          .where('key', '=', `${rule.action}:${address}`)
          .executeTakeFirst()
      )?.count ?? 0,
    );

  it('lays out the same words once, and the design’s sample once for every visitor', async () => {
    const before = layouts.count;
    const first = await page('names=Meera%20%26%20Arjun&venue=Jodhpur');
    const again = await page('names=Meera%20%26%20Arjun&venue=Jodhpur', '198.51.100.4');
    expect(again).toEqual(first);
    expect(first?.words).toEqual({ names: 'Meera & Arjun', venue: 'Jodhpur' });
    expect(layouts.count - before).toBe(1);
    const sample = layouts.count;
    for (let i = 0; i < 3; i++) expect((await page(''))?.formError).toBeNull();
    expect(layouts.count - sample).toBeLessThanOrEqual(1);
    // Only the first ask of new words counted against a client's allowance; the sample never.
    expect(await counted()).toBe(1);
  });

  it('counts new words against the preview image’s per-client allowance, and past it lays out nothing', async () => {
    const preview = createPreviewRenderer({
      cache: new PreviewCache(),
      queue: new BoundedQueue(2, 24),
      rule,
      render: async () => Buffer.from('RIFF'),
    });
    expect((await page('names=Kavya%20%26%20Rohan'))?.formError).toBeNull();
    const image = await preview(
      services,
      new Request(`http://127.0.0.1/collections/${peony.id}/preview.webp?names=Ishaan%20%26%20Tara`),
      String(peony.id),
      address,
    );
    expect(image.status).toBe(200);
    const before = layouts.count;
    const limited = await page('names=Zara%20%26%20Omar&venue=Udaipur');
    expect(layouts.count).toBe(before);
    expect(limited?.formError).toMatch(/Too many previews in a short while/);
    expect(limited?.words).toEqual({});
    expect(limited?.input.names).toBe('Zara & Omar');
    expect(limited?.imageSrc).toBe(`/collections/${peony.id}/preview.webp`);
    expect(await counted()).toBe(3);
    // Words already laid out still show, and another client has its own allowance.
    expect((await page('names=Kavya%20%26%20Rohan'))?.formError).toBeNull();
    expect((await page('names=Zara%20%26%20Omar&venue=Udaipur', '198.51.100.5'))?.formError).toBeNull();
  });
});
