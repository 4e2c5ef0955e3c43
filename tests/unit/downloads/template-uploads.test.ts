import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureCollectionFiles } from '~/.server/downloads/collection-files';
import { signDownloadToken } from '~/.server/downloads/links';
import { MAX_TEMPLATE_FILE_BYTES } from '~/.server/downloads/template-file-check';
import { STALE_TEMPLATE_MESSAGE, STORE_FAILED_MESSAGE } from '~/.server/downloads/template-uploads';
import type { Services } from '~/.server/boot/services';
import * as download from '~/routes/downloads/file';
import * as adminFile from '~/routes/admin/collections/template-file';
import * as templates from '~/routes/admin/collections/templates';
import type { Browser } from '../support/actions';
import { insertCollection } from '../support/fixtures';
import { insertOrder } from '../support/order-fixtures';
import { testContext } from '../support/services';
import { expectAdminOnly, load, noticeOf, signedInBrowser, signedInStudio } from '../support/signed-in';
import { engines, type TestDb } from '../support/test-db';

let pdf: Buffer;
let otherPdf: Buffer;
let jpg: Buffer;
let png: Buffer;
beforeAll(async () => {
  const makePdf = async (title: string) => {
    const document = await PDFDocument.create();
    document.setTitle(title);
    document.addPage([420, 595]).drawText(title, { x: 40, y: 500 });
    return Buffer.from(await document.save());
  };
  pdf = await makePdf('The designer’s own Save the Date');
  otherPdf = await makePdf('Another designer’s Save the Date');
  const pixels = { create: { width: 300, height: 420, channels: 3, background: '#f4d6d6' } } as const;
  jpg = await sharp(pixels).jpeg().toBuffer();
  png = await sharp(pixels).png().toBuffer();
});

const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

describe.each(engines)('template uploads on %s', (engine) => {
  let t: TestDb;
  let services: Services;
  let admin: Browser;
  let collectionId: number;
  const page = () => `/admin/collections/${collectionId}/templates`;

  beforeEach(async () => {
    ({ t, services, admin } = await signedInStudio(engine));
    collectionId = await insertCollection(t.db, { title: 'Blush Peony' });
    // The fixture's artwork paths name no files: its templates get a plain panel, and say so.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await ensureCollectionFiles(t.db, services.files, path.resolve('public'));
  }, 60_000);
  afterEach(async () => {
    vi.restoreAllMocks();
    await t.destroy();
    fs.rmSync(services.config.DATA_DIR, { recursive: true, force: true });
  });

  const fileRow = (format: 'pdf' | 'jpg', template = 'Save the Date') =>
    t.db
      .selectFrom('collection_files')
      .selectAll()
      .where('collection_id', '=', collectionId)
      .where('template_name', '=', template)
      .where('format', '=', format)
      .executeTakeFirstOrThrow();

  /** The template's form as a browser posts it: its hidden fields first, then the files chosen. */
  function form(files: { pdf?: [Buffer, string]; jpg?: [Buffer, string] }, versions = { pdf: 1, jpg: 1 }) {
    const body = new FormData();
    body.append('intent', 'upload');
    body.append('template', 'save-the-date');
    body.append('pdf_version', String(versions.pdf));
    body.append('jpg_version', String(versions.jpg));
    for (const format of ['pdf', 'jpg'] as const) {
      const chosen = files[format];
      body.append(format, chosen ? new File([new Uint8Array(chosen[0])], chosen[1]) : new File([], ''));
    }
    return body;
  }

  const post = (browser: Browser, body: FormData) =>
    browser.post(templates.action, page(), body, { id: String(collectionId) });
  const storedUploads = () => services.files.list('templates/');

  /** What a buyer of the collection downloads as `fileName`, through the order's download link. */
  async function buyerDownload(fileName: string) {
    const order = await insertOrder(t.db, { collectionIds: [collectionId] });
    const row = await t.db
      .selectFrom('collection_files')
      .select('id')
      .where('collection_id', '=', collectionId)
      .where('file_name', '=', fileName)
      .executeTakeFirstOrThrow();
    const token = signDownloadToken(services.config.SESSION_SECRETS, order, new Date());
    const response = (await download.loader({
      request: new Request(`http://127.0.0.1/downloads/${token}/files/${row.id}`),
      params: { token, fileId: String(row.id) },
      context: testContext(services),
    })) as Response;
    return {
      bytes: Buffer.from(await response.arrayBuffer()),
      disposition: response.headers.get('Content-Disposition'),
    };
  }

  it('takes a real PDF: buyers then download it under the template’s own name, and the list says uploaded', async () => {
    const answer = await post(admin, form({ pdf: [pdf, 'My save the date FINAL.pdf'] }));
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(page());
    expect((await noticeOf(services, answer))?.title).toBe('Template file replaced');

    const row = await fileRow('pdf');
    expect(row.storage_key).toBe(`templates/${sha256(pdf)}.pdf`);
    expect(Number(row.byte_size)).toBe(pdf.byteLength);
    expect(Number(row.version)).toBe(2);
    expect(row.uploaded_at).not.toBeNull();
    // The JPG of the same template is untouched.
    expect((await fileRow('jpg')).uploaded_at).toBeNull();

    const got = await buyerDownload('save-the-date.pdf');
    expect(got.bytes.equals(pdf)).toBe(true);
    expect(got.disposition).toContain('filename="save-the-date.pdf"');

    const listed = await load(templates.loader, admin, services, page(), { id: String(collectionId) });
    const saveTheDate = listed.data!.templates.find((tpl) => tpl.name === 'Save the Date')!;
    expect(saveTheDate.files.pdf!.uploadedAt).not.toBeNull();
    expect(saveTheDate.files.jpg!.uploadedAt).toBeNull();
    expect(
      listed.data!.templates.filter((tpl) => tpl.name !== 'Save the Date').every((tpl) => !tpl.files.pdf!.uploadedAt),
    ).toBe(true);

    // The admin's own download link gives the current file.
    const adminCopy = (await adminFile.loader({
      request: admin.request(`/admin/collections/${collectionId}/template-files/${row.id}`),
      params: { id: String(collectionId), fileId: String(row.id) },
      context: testContext(services),
    })) as Response;
    expect(Buffer.from(await adminCopy.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('takes a PDF and a JPG at once, in one switch', async () => {
    const answer = await post(admin, form({ pdf: [pdf, 'card.pdf'], jpg: [jpg, 'card.jpeg'] }));
    expect(answer.status).toBe(302);
    expect((await fileRow('jpg')).storage_key).toBe(`templates/${sha256(jpg)}.jpg`);
    expect((await buyerDownload('save-the-date.jpg')).bytes.equals(jpg)).toBe(true);
  });

  it('refuses a text file named .pdf, a PNG named .jpg and a JPG in the PDF field, storing nothing', async () => {
    const before = await fileRow('pdf');
    const text = Buffer.from('These are not the files you are looking for.\n');
    const refused = await post(admin, form({ pdf: [text, 'invitation.pdf'], jpg: [png, 'invitation.jpg'] }));
    expect(refused.status).toBe(422);
    expect(refused.data).toMatchObject({
      answer: {
        template: 'save-the-date',
        errors: {
          pdf: '“invitation.pdf” is not a PDF file. Please choose a PDF here.',
          jpg: '“invitation.jpg” is not a JPG image. Please choose a JPG here.',
        },
      },
    });
    const swapped = await post(admin, form({ pdf: [jpg, 'photo.pdf'] }));
    expect(swapped.status).toBe(422);
    expect(await storedUploads()).toEqual([]);
    expect(await fileRow('pdf')).toEqual(before);
    expect((await buyerDownload('save-the-date.pdf')).bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a PDF that only starts like one', async () => {
    const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from('garbage '.repeat(200))]);
    const answer = await post(admin, form({ pdf: [broken, 'broken.pdf'] }));
    expect(answer.status).toBe(422);
    expect(answer.data).toMatchObject({ answer: { errors: { pdf: expect.stringContaining('could not be opened') } } });
    expect(await storedUploads()).toEqual([]);
  });

  it('refuses a file over the cap beside its field, with nothing stored', async () => {
    const huge = Buffer.concat([pdf, Buffer.alloc(MAX_TEMPLATE_FILE_BYTES)]);
    const answer = await post(admin, form({ pdf: [huge, 'huge.pdf'] }));
    expect(answer.status).toBe(413);
    expect(answer.data).toMatchObject({
      answer: {
        template: 'save-the-date',
        errors: { pdf: '“huge.pdf” is larger than 20 MB. Please choose a smaller file.' },
      },
    });
    expect(await storedUploads()).toEqual([]);
    expect((await fileRow('pdf')).uploaded_at).toBeNull();
  });

  it('asks for a file when none was chosen', async () => {
    const answer = await post(admin, form({}));
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      answer: { errors: { form: expect.stringContaining('Choose a PDF or a JPG') } },
    });
  });

  it('refuses a second admin’s upload from a stale page, and takes the same file sent twice once', async () => {
    const other = await signedInBrowser(services, 'assistant@example.com', { admin: true });
    expect((await post(admin, form({ pdf: [pdf, 'mine.pdf'] }))).status).toBe(302);
    // A double click: the same bytes with the version the page showed.
    expect((await post(admin, form({ pdf: [pdf, 'mine.pdf'] }))).status).toBe(302);
    expect(Number((await fileRow('pdf')).version)).toBe(2);

    const stale = await post(other, form({ pdf: [otherPdf, 'theirs.pdf'] }));
    expect(stale.status).toBe(409);
    expect(stale.data).toMatchObject({ answer: { errors: { form: STALE_TEMPLATE_MESSAGE } } });
    expect((await fileRow('pdf')).storage_key).toBe(`templates/${sha256(pdf)}.pdf`);
    expect((await buyerDownload('save-the-date.pdf')).bytes.equals(pdf)).toBe(true);
    // Nothing of the refused file was stored.
    expect(await storedUploads()).toEqual([`templates/${sha256(pdf)}.pdf`]);

    // With the page opened again (version 2), the other admin's file goes in.
    expect((await post(other, form({ pdf: [otherPdf, 'theirs.pdf'] }, { pdf: 2, jpg: 1 }))).status).toBe(302);
    expect((await buyerDownload('save-the-date.pdf')).bytes.equals(otherPdf)).toBe(true);
  });

  it('leaves the row as it was and says so when the store fails', async () => {
    const before = await fileRow('pdf');
    vi.spyOn(services.files, 'putFile').mockRejectedValue(new Error('bucket unavailable'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await post(admin, form({ pdf: [pdf, 'card.pdf'] }));
    expect(answer.status).toBe(503);
    expect(answer.data).toMatchObject({ answer: { errors: { form: STORE_FAILED_MESSAGE } } });
    expect(await fileRow('pdf')).toEqual(before);
  });

  it('puts the generated files back', { timeout: 60_000 }, async () => {
    const generated = await fileRow('pdf');
    expect((await post(admin, form({ pdf: [pdf, 'card.pdf'] }))).status).toBe(302);
    const body = new FormData();
    for (const [name, value] of Object.entries({
      intent: 'restore',
      template: 'save-the-date',
      pdf_version: '2',
      jpg_version: '1',
    })) {
      body.append(name, value);
    }
    const answer = await post(admin, body);
    expect(answer.status).toBe(302);
    const row = await fileRow('pdf');
    expect(row.storage_key).toBe(generated.storage_key);
    expect(row.uploaded_at).toBeNull();
    expect(Number(row.version)).toBe(3);
    const got = await buyerDownload('save-the-date.pdf');
    expect(got.bytes.equals(pdf)).toBe(false);
    expect(got.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is for admins only', async () => {
    const params = { id: String(collectionId) };
    const fileId = String((await fileRow('pdf')).id);
    const fileUrl = `/admin/collections/${collectionId}/template-files/${fileId}`;
    await expectAdminOnly(
      services,
      [
        [templates.loader, page(), params],
        [adminFile.loader, fileUrl, { ...params, fileId }],
      ],
      (browser) => [browser.post(templates.action, page(), form({ pdf: [pdf, 'card.pdf'] }), params)],
    );
    expect(await storedUploads()).toEqual([]);
  });
});
