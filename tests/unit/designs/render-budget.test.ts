import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { collectionTemplate } from '~/.server/designs/collection-templates';
import { PreviewCache } from '~/.server/designs/preview-cache';
import { RENDER_BUDGET_MS } from '~/.server/designs/render-budgets';
import { renderCostRefusal } from '~/.server/designs/render-cost-check';
import { renderPreview } from '~/.server/designs/render-image';
import { renderPieceFiles } from '~/.server/designs/render-piece';
import type { Template } from '~/.server/designs/template';
import { sampleValues } from '~/.server/designs/template';
import { createPreviewRenderer, PREVIEW_TOO_COMPLEX_MESSAGE } from '~/.server/designs/preview-image';
import type { Services } from '~/.server/boot/services';
import { OverBudget } from '~/.server/worker-pool/worker-errors';
import { insertCollection } from '../support/fixtures';
import { testServices } from '../support/services';
import { createTestDb, type TestDb } from '../support/test-db';
import { withThreadPauses } from '../support/thread-pauses';

/**
 * Template renders run in worker processes with a time budget: one past it is killed and reported
 * as too complex (a preview answers a readable refusal, the upload check says what to simplify, an
 * order's piece fails as a render error), and identical previews in flight share one render.
 */

/**
 * A dilation over the whole card: cheap in markup, and its cost grows with the radius squared
 * times the pixels (about a second at 360 px, a minute and more at 1080). Added to the template
 * as it is drawn, past the sanitiser (which may come to refuse it), so the budget is what stops it.
 */
const DILATED_CARD =
  '<defs><filter id="heavy" x="0" y="0" width="1" height="1"><feMorphology operator="dilate" radius="60"/></filter></defs>' +
  '<rect width="100%" height="100%" fill="#e8d9c8" filter="url(#heavy)"/>';
const tooComplex = (template: Template): Template => ({
  ...template,
  art: template.art.replace(/<\/svg>\s*$/u, `${DILATED_CARD}</svg>`),
});

const BUDGETS = { ...RENDER_BUDGET_MS };
beforeEach(() => Object.assign(RENDER_BUDGET_MS, { preview: 1500, piece: 1500, uploadCheck: 1500 }));
afterEach(() => Object.assign(RENDER_BUDGET_MS, BUDGETS));

const invitation = async () => (await collectionTemplate('blush-peony-romance', 'invitation'))!;

describe('the preview image', () => {
  let t: TestDb;
  let services: Services;
  let peony: number;

  beforeEach(async () => {
    t = await createTestDb('sqlite');
    services = testServices(t);
    peony = await insertCollection(t.db, { title: 'Blush Peony Romance' });
    await t.db.updateTable('collections').set({ slug: 'blush-peony-romance' }).where('id', '=', peony).execute();
  });
  afterEach(() => t.destroy());

  const get = (renderer: ReturnType<typeof createPreviewRenderer>, query: string) =>
    renderer(
      services,
      new Request(`http://127.0.0.1/collections/${peony}/preview.webp${query}`),
      String(peony),
      '203.0.113.7',
    );
  const rule = { action: 'preview-budget-test', limit: 50, windowMs: 60_000 };

  it('is cut at its budget for a template too complex to draw, and answers a readable 503, not a 500', async () => {
    let renders = 0;
    const preview = createPreviewRenderer({
      cache: new PreviewCache(),
      rule,
      render: (template, values) => {
        renders += 1;
        return renderPreview(tooComplex(template), values);
      },
    });
    const {
      result: answer,
      took,
      longestGap,
    } = await withThreadPauses(() => get(preview, '?names=Meera%20%26%20Arjun'));
    console.log(
      `too complex: answered ${answer.status} in ${took} ms (budget 1500 ms); longest pause ${longestGap} ms`,
    );
    expect(answer.status).toBe(503);
    expect(answer.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(await answer.text()).toBe(PREVIEW_TOO_COMPLEX_MESSAGE);
    expect(took).toBeLessThan(1500 + 8_000); // the budget, and a worker's start from the sources
    expect(longestGap).toBeLessThan(1_000);
    // Other words of the same template are refused at once, without drawing it again.
    const again = await withThreadPauses(() => get(preview, '?names=Asha%20%26%20Vikram'));
    expect(again.result.status).toBe(503);
    expect(again.took).toBeLessThan(500);
    expect(renders).toBe(1);
  }, 30_000);

  it('draws two identical requests in flight once, and both get the image', async () => {
    Object.assign(RENDER_BUDGET_MS, BUDGETS); // a first render in a new worker on a busy machine
    let renders = 0;
    const preview = createPreviewRenderer({
      cache: new PreviewCache(),
      rule,
      render: (template, values) => {
        renders += 1;
        return renderPreview(template, values);
      },
    });
    const query = '?names=Meera%20%26%20Arjun&venue=Jodhpur';
    const [first, second] = await Promise.all([get(preview, query), get(preview, query)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const [a, b] = [Buffer.from(await first.arrayBuffer()), Buffer.from(await second.arrayBuffer())];
    expect(a.equals(b)).toBe(true);
    console.log(`two identical previews in flight: ${renders} render(s)`);
    expect(renders).toBe(1);
    // Different words are a render of their own.
    await Promise.all([get(preview, '?names=A%20%26%20B'), get(preview, '?names=C%20%26%20D')]);
    expect(renders).toBe(3);
  }, 30_000);
});

describe('the upload check and the order renders', () => {
  it('refuses at upload a template too complex to draw at print size, saying what to simplify', async () => {
    const template = tooComplex(await invitation());
    const { result: refusal, took } = await withThreadPauses(() =>
      renderCostRefusal(template, 'invitation', { artDpi: 72 }),
    );
    console.log(`upload check: refused in ${took} ms (budget 1500 ms)`);
    expect(refusal).toMatch(
      /^The template was refused: it is too complex to draw at print size \(it takes longer than 1\.5 s\)/,
    );
    expect(refusal).toMatch(/Simplify its filters/);
    expect(took).toBeLessThan(1500 + 8_000);
    // The shop's own template draws within the real budget.
    Object.assign(RENDER_BUDGET_MS, BUDGETS);
    expect(await renderCostRefusal(await invitation(), 'invitation', { artDpi: 72 })).toBeNull();
  }, 60_000);

  it('fails an order piece past its budget as a render error (the job is tried again later)', async () => {
    const template = tooComplex(await invitation());
    const job = {
      collectionId: 1,
      piece: 'invitation' as const,
      template,
      words: { names: 'Meera & Arjun', eventDate: '2027-02-20', venue: 'Jodhpur' },
      values: sampleValues(template),
      slug: 'meera-and-arjun',
      options: { artDpi: 72 },
    };
    const { result: error, took } = await withThreadPauses(() =>
      renderPieceFiles(job).then(
        () => null,
        (e: unknown) => e,
      ),
    );
    console.log(`order piece: ${String(error)} after ${took} ms (budget 1500 ms)`);
    expect(error).toBeInstanceOf(OverBudget);
    expect(took).toBeLessThan(1500 + 8_000);
  }, 30_000);
});
