import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BodyTooLargeError } from '~/.server/http/body-reader';
import { bodyRuleFor, MAX_CONTENT_UPLOAD_BYTES, MAX_FORM_BYTES, MAX_UPLOAD_BYTES } from '~/.server/http/body-rules';
import { CONTENT_UPLOAD_MESSAGES, readContentForm } from '~/.server/content/content-upload';
import { readMultipartUpload, withUploadFolder, type UploadSpec } from '~/.server/http/multipart-upload';
import { refusalFor } from '~/.server/http/request-checks';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from '~/.server/images/limits';

const URL_ = 'http://127.0.0.1/admin/collections/new';
const BOUNDARY = '----content-form-boundary';

/** A multipart body, part by part (so a test can send what browsers send, or what they never do). */
function multipart(parts: ({ name: string; value: string } | { name: string; filename: string; bytes: Buffer })[]) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        part.bytes,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** A post as the front door hands it on: the body as a stream, failing past `cap` like cappedBodyStream. */
function post(body: Buffer, { cap = Infinity, type = `multipart/form-data; boundary=${BOUNDARY}` } = {}) {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= body.length) return controller.close();
      const chunk = body.subarray(sent, sent + 256);
      sent += chunk.length;
      if (sent > cap) return controller.error(new BodyTooLargeError(cap));
      controller.enqueue(chunk);
    },
  });
  return new Request(URL_, {
    method: 'POST',
    headers: { 'Content-Type': type },
    body: stream,
    duplex: 'half',
  } as RequestInit);
}

const SPEC: UploadSpec = {
  fileFields: { image: 1, gallery: 3 },
  maxFileBytes: 1000,
  maxTextFieldBytes: 100,
  maxTextBytes: 150,
  messages: {
    tooLarge: 'too large together',
    fileTooLarge: (name) => `${name} too large`,
    tooMany: (field, max) => `${field}: at most ${max}`,
    unreadable: 'unreadable',
    fieldTooLong: 'field too long',
  },
};

describe('reading a multipart upload', () => {
  let folder: string;
  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-'));
  });
  afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('hands back the text fields and each file of each input, written to the folder as sent', async () => {
    const body = multipart([
      { name: 'title', value: 'Blush Peony' },
      { name: 'image', filename: 'main.jpg', bytes: Buffer.alloc(900, 1) },
      { name: 'gallery', filename: 'one.png', bytes: Buffer.alloc(10, 2) },
      { name: 'gallery', filename: 'two.png', bytes: Buffer.alloc(20, 3) },
      // A file input left empty: browsers send an empty part without a name.
      { name: 'gallery', filename: '', bytes: Buffer.alloc(0) },
      // A file in an input the form does not have: read and dropped.
      { name: 'other', filename: 'x.bin', bytes: Buffer.alloc(5000, 4) },
      { name: 'description', value: 'Soft pinks' },
    ]);
    const upload = await readMultipartUpload(post(body), folder, SPEC);
    expect(upload.refusal).toBeNull();
    expect([...upload.fields]).toEqual([
      ['title', 'Blush Peony'],
      ['description', 'Soft pinks'],
    ]);
    expect(upload.files.map(({ field, name }) => [field, name])).toEqual([
      ['image', 'main.jpg'],
      ['gallery', 'one.png'],
      ['gallery', 'two.png'],
    ]);
    expect(upload.files.map((file) => fs.readFileSync(file.path))).toEqual([
      Buffer.alloc(900, 1),
      Buffer.alloc(10, 2),
      Buffer.alloc(20, 3),
    ]);
    expect(fs.readdirSync(folder)).toHaveLength(3);
  });

  it('refuses a file over its cap beside its input, without writing more than the cap', async () => {
    const body = multipart([
      { name: 'title', value: 'Kept' },
      { name: 'gallery', filename: 'huge.png', bytes: Buffer.alloc(50_000, 1) },
    ]);
    const upload = await readMultipartUpload(post(body), folder, SPEC);
    expect(upload.refusal).toEqual({ status: 413, message: 'huge.png too large', field: 'gallery' });
    expect(upload.fields.get('title')).toBe('Kept');
    for (const file of fs.readdirSync(folder)) {
      expect(fs.statSync(path.join(folder, file)).size).toBeLessThanOrEqual(SPEC.maxFileBytes + 256);
    }
  });

  it('refuses more files in an input than it takes, beside that input', async () => {
    const body = multipart([
      { name: 'image', filename: 'a.jpg', bytes: Buffer.alloc(10, 1) },
      { name: 'image', filename: 'b.jpg', bytes: Buffer.alloc(10, 1) },
    ]);
    const upload = await readMultipartUpload(post(body), folder, SPEC);
    expect(upload.refusal).toEqual({ status: 400, message: 'image: at most 1', field: 'image' });
  });

  it('refuses a body cut off at its cap, a text field or all the text too long, and a body that is not multipart', async () => {
    const big = multipart([
      { name: 'title', value: 'Before the cut' },
      { name: 'gallery', filename: 'a.png', bytes: Buffer.alloc(900, 1) },
      { name: 'gallery', filename: 'b.png', bytes: Buffer.alloc(900, 1) },
    ]);
    const cut = await readMultipartUpload(post(big, { cap: 1200 }), folder, SPEC);
    expect(cut.refusal).toEqual({ status: 413, message: 'too large together', field: null });
    expect(cut.fields.get('title')).toBe('Before the cut');

    const longField = multipart([{ name: 'title', value: 'x'.repeat(101) }]);
    expect((await readMultipartUpload(post(longField), folder, SPEC)).refusal).toMatchObject({
      status: 413,
      message: 'field too long',
    });
    const longText = multipart([
      { name: 'a', value: 'x'.repeat(80) },
      { name: 'b', value: 'x'.repeat(80) },
    ]);
    expect((await readMultipartUpload(post(longText), folder, SPEC)).refusal).toMatchObject({
      status: 413,
      message: 'field too long',
    });

    // A multipart header without its boundary: the parts cannot be told apart.
    const noBoundary = post(big, { type: 'multipart/form-data' });
    expect((await readMultipartUpload(noBoundary, folder, SPEC)).refusal).toEqual({
      status: 400,
      message: 'unreadable',
      field: null,
    });
    // Bytes that hold no part at all are an empty form (the action then says what is missing).
    const garbage = await readMultipartUpload(post(Buffer.from('not multipart at all')), folder, SPEC);
    expect([[...garbage.fields], garbage.files, garbage.refusal]).toEqual([[], [], null]);
  });

  it('reads an admin content form either way: multipart with images (each at most 10 MB), or url-encoded without', async () => {
    const images = { image: 1, gallery: 3 };
    const withImage = multipart([
      { name: 'title', value: 'New' },
      { name: 'image', filename: 'main.jpg', bytes: Buffer.alloc(MAX_IMAGE_BYTES + 1, 1) },
    ]);
    const refused = await readContentForm(post(withImage), folder, images);
    expect(refused.refusal).toEqual({ status: 413, message: IMAGE_MESSAGES.tooLarge('main.jpg'), field: 'image' });

    const tooMany = multipart(
      ['a', 'b', 'c', 'd'].map((n) => ({ name: 'gallery', filename: `${n}.png`, bytes: Buffer.alloc(10, 1) })),
    );
    expect((await readContentForm(post(tooMany), folder, images)).refusal).toEqual({
      status: 400,
      message: CONTENT_UPLOAD_MESSAGES.tooMany(3),
      field: 'gallery',
    });

    const plain = new Request(URL_, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'intent=delete&id=3',
    });
    const form = await readContentForm(plain, folder, images);
    expect([[...form.fields], form.files, form.refusal]).toEqual([
      [
        ['intent', 'delete'],
        ['id', '3'],
      ],
      [],
      null,
    ]);
  });

  it('removes the request folder afterwards, whatever happened', async () => {
    let inside = '';
    await expect(
      withUploadFolder(folder, async (dir) => {
        inside = dir;
        fs.writeFileSync(path.join(dir, '1.upload'), 'x');
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(fs.existsSync(inside)).toBe(false);
  });
});

describe('the body rules of the content screens', () => {
  const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;
  it('stream a multipart post to the content screens, capped for a main image and a gallery of 3', () => {
    for (const pathname of [
      '/admin/collections',
      '/admin/collections.data',
      '/admin/collections/new',
      '/admin/collections/12/edit',
      '/admin/collections/12/edit.data',
      '/admin/portfolio/3',
      '/admin/about',
      '/admin/about.data',
      '/admin/home',
      '/admin/home/featured/2',
    ]) {
      expect([pathname, bodyRuleFor(pathname, multipartType)]).toEqual([
        pathname,
        {
          kind: 'upload',
          maxBytes: MAX_CONTENT_UPLOAD_BYTES,
          contentTypes: ['multipart/form-data'],
          sameOriginOnly: true,
        },
      ]);
    }
    expect(MAX_CONTENT_UPLOAD_BYTES).toBe(4 * MAX_IMAGE_BYTES + 1024 * 1024);
  });

  it('read a url-encoded post there as a form; other paths keep their rules', () => {
    expect(bodyRuleFor('/admin/collections/12/delete', 'application/x-www-form-urlencoded')).toMatchObject({
      kind: 'form',
      maxBytes: MAX_FORM_BYTES,
    });
    expect(bodyRuleFor('/admin/collectionsX', multipartType).kind).toBe('form');
    expect(bodyRuleFor('/admin/testimonials/new', multipartType).kind).toBe('form');
    expect(bodyRuleFor('/admin/orders/ORD-1234/proofs', multipartType)).toMatchObject({
      kind: 'upload',
      maxBytes: MAX_UPLOAD_BYTES,
    });
    const headers = (type: string) =>
      new Headers({ 'Content-Type': type, Origin: 'http://127.0.0.1', Host: '127.0.0.1' });
    for (const type of ['application/x-www-form-urlencoded', multipartType]) {
      expect(refusalFor({ method: 'POST', pathname: '/admin/collections/1', headers: headers(type) })).toBeNull();
    }
    expect(
      refusalFor({ method: 'POST', pathname: '/admin/collections/1', headers: headers('application/json') }),
    ).not.toBeNull();
  });
});
