import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeCollection } from '~/.server/collections/changes';
import { templateForPiece } from '~/.server/designs/collection-designs';
import { SVG_LIMITS, SvgRejected, sanitiseSvg } from '~/.server/designs/sanitise-svg';
import { STALE_SLOT_TEMPLATE_MESSAGE } from '~/.server/designs/slot-template-uploads';
import type { Services } from '~/.server/boot/services';
import { loadFileReferences } from '~/.server/sweep/file-references';
import * as thumbnail from '~/routes/admin/collections/design-thumbnail';
import * as templates from '~/routes/admin/collections/templates';
import type { Browser } from '../support/actions';
import { insertCollection } from '../support/fixtures';
import { testContext } from '../support/services';
import { expectAdminOnly, load, noticeOf, signedInBrowser, signedInStudio } from '../support/signed-in';
import { engines, type TestDb } from '../support/test-db';

/** The shop's own Modern Monogram invitation, as a designer would start from it. */
const shopInvitation = fs.readFileSync(
  path.resolve('app/.server/designs/templates/modern-monogram/invitation.svg'),
  'utf8',
);

/** Her own: new wording, and the editor's bookkeeping an Inkscape export carries (dropped when cleaned). */
const herInvitation = shopInvitation
  .replace('Aisha &amp; Nikhil', 'Meera &amp; Arjun')
  .replace('Together with their families', 'With joy in our hearts')
  .replace('<defs></defs>', '<!-- exported by Inkscape --><metadata><rdf>designer notes</rdf></metadata><defs></defs>');

const sha256 = (bytes: Buffer | string) => crypto.createHash('sha256').update(bytes).digest('hex');

const sanitiserMessage = (svg: string) => {
  try {
    sanitiseSvg(svg);
  } catch (error) {
    expect(error).toBeInstanceOf(SvgRejected);
    return (error as Error).message;
  }
  throw new Error('the sanitiser took it');
};

const withBody = (svg: string, extra: string) => svg.replace('<defs></defs>', `<defs></defs>${extra}`);

describe.each(engines)('design template uploads on %s', (engine) => {
  let t: TestDb;
  let services: Services;
  let admin: Browser;
  let collectionId: number;
  const collection = () => ({ id: collectionId, slug: 'modern-monogram' });
  const page = () => `/admin/collections/${collectionId}/templates`;
  const params = () => ({ id: String(collectionId) });

  beforeEach(async () => {
    ({ t, services, admin } = await signedInStudio(engine));
    collectionId = await insertCollection(t.db, { title: 'Modern Monogram' });
    // The slug the shop has its own templates for.
    await t.db.updateTable('collections').set({ slug: 'modern-monogram' }).where('id', '=', collectionId).execute();
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await t.destroy();
    fs.rmSync(services.config.DATA_DIR, { recursive: true, force: true });
  });

  /** A piece's form as a browser posts it: its hidden fields first, then the file chosen. */
  function form(file: [string | Buffer, string] | null, { piece = 'invitation', version = 0, intent = 'upload' } = {}) {
    const body = new FormData();
    body.append('intent', intent);
    body.append('piece', piece);
    body.append('version', String(version));
    if (intent === 'upload') {
      body.append('svg', file ? new File([new Uint8Array(Buffer.from(file[0]))], file[1]) : new File([], ''));
    }
    return body;
  }

  const post = (browser: Browser, body: FormData) =>
    browser.post(templates.action, `${page()}?form=design`, body, params());
  const stored = () => services.files.list('templates/');
  const rows = () => t.db.selectFrom('collection_slot_templates').selectAll().execute();
  const listed = async () =>
    (await load(templates.loader, admin, services, page(), params())).data!.designs.find(
      (d) => d.piece === 'invitation',
    )!;

  it('stores her SVG cleaned, under its hash; previews and files then use it', async () => {
    const before = await templateForPiece(services, collection(), 'invitation');
    expect(before!.items.find((i) => i.slot === 'names')!.sample).toBe('Aisha & Nikhil');
    expect(await listed()).toMatchObject({ upload: null, builtIn: true, version: 0 });

    const answer = await post(admin, form([herInvitation, 'Our invitation FINAL.svg']));
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(page());
    expect((await noticeOf(services, answer))?.title).toBe('Design template uploaded');

    const cleaned = sanitiseSvg(herInvitation).markup;
    const [row] = await rows();
    expect(row).toMatchObject({ piece: 'invitation', file_name: 'Our invitation FINAL.svg' });
    expect(row!.storage_key).toBe(`templates/${sha256(cleaned)}.svg`);
    expect(Number(row!.version)).toBe(1);
    expect(await stored()).toEqual([row!.storage_key]);
    const file = await services.files.read(row!.storage_key!);
    const chunks: Buffer[] = [];
    for await (const chunk of file!.body) chunks.push(chunk as Buffer);
    const kept = Buffer.concat(chunks).toString('utf8');
    expect(kept).toBe(cleaned);
    expect(kept).not.toContain('Inkscape');
    expect(kept).not.toContain('designer notes');
    expect(Number(row!.byte_size)).toBe(Buffer.byteLength(cleaned));

    const after = await templateForPiece(services, collection(), 'invitation');
    expect(after!.items.find((i) => i.slot === 'names')!.sample).toBe('Meera & Arjun');
    expect(after!.items.find((i) => i.slot === 'host_line')!.sample).toBe('With joy in our hearts');
    // Another piece of the collection is still the shop's own.
    const rsvp = await templateForPiece(services, collection(), 'rsvp');
    expect(rsvp!.piece).toBe('rsvp');

    expect(await listed()).toMatchObject({
      upload: { fileName: 'Our invitation FINAL.svg', byteSize: Buffer.byteLength(cleaned) },
      builtIn: true,
      version: 1,
    });

    // The admin's thumbnail shows her words (a different picture from the shop's).
    const image = (await thumbnail.loader({
      request: admin.request(`/admin/collections/${collectionId}/design-thumbnails/invitation?v=1`),
      params: { ...params(), piece: 'invitation' },
      context: testContext(services),
    })) as Response;
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toBe('image/webp');
    expect(image.headers.get('Cache-Control')).toBe('private, no-store');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width!, meta.height!)).toBe(360);
  });

  it('takes it back: the piece uses the shop’s own design again, once however often it is sent', async () => {
    expect((await post(admin, form([herInvitation, 'mine.svg']))).status).toBe(302);
    const remove = () => post(admin, form(null, { intent: 'remove', version: 1 }));
    const answer = await remove();
    expect(answer.status).toBe(302);
    expect((await noticeOf(services, answer))?.title).toBe('Design template removed');
    expect(await remove()).toMatchObject({ status: 302 });
    expect(Number((await rows())[0]!.version)).toBe(2);
    expect((await rows())[0]!.storage_key).toBeNull();
    const template = await templateForPiece(services, collection(), 'invitation');
    expect(template!.items.find((i) => i.slot === 'names')!.sample).toBe('Aisha & Nikhil');
    expect(await listed()).toMatchObject({ upload: null, builtIn: true, version: 2 });
  });

  it.each([
    ['a script', withBody(herInvitation, '<script>alert(document.cookie)</script>')],
    [
      'an outside reference',
      withBody(herInvitation, '<image href="https://evil.example/track.png" width="1" height="1"/>'),
    ],
    ['an onload handler', herInvitation.replace('<svg ', '<svg onload="alert(1)" ')],
    ['a DOCTYPE with entities', `<!DOCTYPE svg [<!ENTITY x "boom">]>${herInvitation}`],
    ['more than 30 000 elements', withBody(herInvitation, '<g/>'.repeat(SVG_LIMITS.elements + 1))],
    [
      'nesting deeper than 40 levels',
      withBody(herInvitation, `${'<g>'.repeat(SVG_LIMITS.depth + 1)}${'</g>'.repeat(SVG_LIMITS.depth + 1)}`),
    ],
  ])('refuses an SVG with %s, with the sanitiser’s message beside the field, storing nothing', async (_what, svg) => {
    const answer = await post(admin, form([svg, 'invitation.svg']));
    expect(answer.status).toBe(422);
    expect(answer.data).toMatchObject({
      designAnswer: { piece: 'invitation', errors: { svg: sanitiserMessage(svg) } },
    });
    expect(await stored()).toEqual([]);
    expect(await rows()).toEqual([]);
    expect(
      (await templateForPiece(services, collection(), 'invitation'))!.items.find((i) => i.slot === 'names')!.sample,
    ).toBe('Aisha & Nikhil');
  });

  it('refuses a file over the sanitiser’s size as it arrives, storing nothing', async () => {
    const huge = withBody(herInvitation, `<path d="M0 0${' L1 1'.repeat(SVG_LIMITS.bytes / 5)}"/>`);
    const answer = await post(admin, form([huge, 'huge.svg']));
    expect(answer.status).toBe(413);
    expect(answer.data).toMatchObject({
      designAnswer: { errors: { svg: 'The SVG was refused: it is larger than 3 MB.' } },
    });
    expect(await stored()).toEqual([]);
    expect(await rows()).toEqual([]);
  });

  it('judges by content: a PNG named .svg, an SVG without slots and another piece’s SVG are refused', async () => {
    const png = await sharp({ create: { width: 20, height: 28, channels: 3, background: '#f4d6d6' } })
      .png()
      .toBuffer();
    const notXml = await post(admin, form([png, 'invitation.svg']));
    expect(notXml.status).toBe(422);
    expect(notXml.data).toMatchObject({
      designAnswer: { errors: { svg: expect.stringContaining('not well-formed XML') } },
    });

    const noSlots = await post(
      admin,
      form([
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 840"><rect width="600" height="840"/></svg>',
        'art.svg',
      ]),
    );
    expect(noSlots.data).toMatchObject({ designAnswer: { errors: { svg: expect.stringContaining('no text slots') } } });

    const otherPiece = await post(admin, form([herInvitation, 'invitation.svg'], { piece: 'rsvp' }));
    expect(otherPiece.data).toMatchObject({
      designAnswer: {
        piece: 'rsvp',
        errors: {
          svg: expect.stringContaining('it says it is the invitation (data-piece="invitation"), not the RSVP card'),
        },
      },
    });
    const empty = await post(admin, form(['', 'empty.svg']));
    expect(empty.data).toMatchObject({ designAnswer: { errors: { svg: expect.stringContaining('is empty') } } });
    expect(await stored()).toEqual([]);
    expect(await rows()).toEqual([]);
  });

  it('refuses a second admin’s post from a stale page, and takes a double submit once', async () => {
    const other = await signedInBrowser(services, 'assistant@example.com', { admin: true });
    expect((await post(admin, form([herInvitation, 'mine.svg']))).status).toBe(302);
    // A double click: the same file with the version the page showed.
    expect((await post(admin, form([herInvitation, 'mine.svg']))).status).toBe(302);
    expect(Number((await rows())[0]!.version)).toBe(1);

    const theirs = herInvitation.replace('Meera &amp; Arjun', 'Priya &amp; Dev');
    const stale = await post(other, form([theirs, 'theirs.svg']));
    expect(stale.status).toBe(409);
    expect(stale.data).toMatchObject({ designAnswer: { errors: { form: STALE_SLOT_TEMPLATE_MESSAGE } } });
    // Nothing of the refused file was stored; hers is still the one in use.
    expect(await stored()).toEqual([`templates/${sha256(sanitiseSvg(herInvitation).markup)}.svg`]);
    const names = async () =>
      (await templateForPiece(services, collection(), 'invitation'))!.items.find((i) => i.slot === 'names')!.sample;
    expect(await names()).toBe('Meera & Arjun');
    // A removal from the stale page is refused too.
    expect((await post(other, form(null, { intent: 'remove', version: 0 }))).status).toBe(409);
    expect(await names()).toBe('Meera & Arjun');

    // With the page opened again (version 1), the other admin's file goes in.
    expect((await post(other, form([theirs, 'theirs.svg'], { version: 1 }))).status).toBe(302);
    expect(await names()).toBe('Priya & Dev');
  });

  it('keeps her file from the sweep while a row names it', async () => {
    expect((await post(admin, form([herInvitation, 'mine.svg']))).status).toBe(302);
    const [row] = await rows();
    expect((await loadFileReferences(t.db)).storageKeys.has(row!.storage_key!)).toBe(true);
  });

  it('goes with its collection when the collection is deleted', async () => {
    expect((await post(admin, form([herInvitation, 'mine.svg']))).status).toBe(302);
    const { version } = await t.db
      .selectFrom('collections')
      .select('version')
      .where('id', '=', collectionId)
      .executeTakeFirstOrThrow();
    expect(await removeCollection(t.db, { id: collectionId, expectedVersion: Number(version) })).toMatchObject({
      ok: true,
      outcome: 'deleted',
    });
    expect(await rows()).toEqual([]);
    // Nothing names the file any more: the sweep may take it a day later.
    expect((await loadFileReferences(t.db)).storageKeys.size).toBe(0);
  });

  it('is for admins only', async () => {
    await expectAdminOnly(
      services,
      [
        [templates.loader, page(), params()],
        [
          thumbnail.loader,
          `/admin/collections/${collectionId}/design-thumbnails/invitation`,
          { ...params(), piece: 'invitation' },
        ],
      ],
      (browser) => [post(browser, form([herInvitation, 'mine.svg']))],
    );
    expect(await stored()).toEqual([]);
    expect(await rows()).toEqual([]);
  });
});
