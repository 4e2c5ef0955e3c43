import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { OBJECT_STREAMS_MAX_BYTES, objectStreamsFit } from '~/.server/downloads/open-pdf';
import { checkTemplateFile, TEMPLATE_FILE_MESSAGES } from '~/.server/downloads/template-file-check';
import { objectStreamBombPdf } from '../support/hostile-files';
import { withThreadPauses } from '../support/thread-pauses';

/**
 * An uploaded template PDF is opened in a worker process with a memory and a time budget: a small
 * file whose object stream unpacks to gigabytes is refused, with what to do, at once when its
 * object streams are plain to see and within the budget when they are not, while this process
 * keeps serving and its memory stays where it was.
 */
let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-budget-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('refuses a PDF whose object stream unpacks to gigabytes at once, before pdf-lib opens it', async () => {
  const bomb = path.join(dir, 'plain-bomb.pdf');
  fs.writeFileSync(bomb, objectStreamBombPdf(4_000));
  const { result: check, took } = await withThreadPauses(() =>
    checkTemplateFile({ path: bomb, name: 'invitation.pdf' }, 'pdf'),
  );
  console.log(`refused in ${took} ms (a worker's start included)`);
  expect(check).toEqual({ ok: false, message: TEMPLATE_FILE_MESSAGES.pdfTooComplex('invitation.pdf') });
  // Well inside the 10 s budget that stops the veiled one below.
  expect(took).toBeLessThan(6_000);
});

it('refuses a veiled one (its type written /Obj#53tm) within the budget, with bounded memory, while serving', async () => {
  const bomb = path.join(dir, 'invitation.pdf');
  fs.writeFileSync(bomb, objectStreamBombPdf(2_000, { veiled: true }));
  expect(fs.statSync(bomb).size).toBeLessThan(3 * 1024 * 1024);

  // The server's thread stays free: a timer keeps firing on time while the check runs.
  const peakBefore = process.resourceUsage().maxRSS * 1024;
  const {
    result: check,
    took,
    longestGap,
  } = await withThreadPauses(() => checkTemplateFile({ path: bomb, name: 'invitation.pdf' }, 'pdf'));
  const peakGrowth = process.resourceUsage().maxRSS * 1024 - peakBefore;
  console.log(
    `refused in ${took} ms; longest pause ${longestGap} ms; this process's peak grew ${Math.round(peakGrowth / 2 ** 20)} MB`,
  );

  expect(check).toEqual({ ok: false, message: TEMPLATE_FILE_MESSAGES.pdfTooComplex('invitation.pdf') });
  expect(check.ok || check.message).toMatch(/too complex to check.*Export it again flattened/);
  expect(took).toBeLessThan(12_000);
  expect(longestGap).toBeLessThan(1_000);
  expect(peakGrowth).toBeLessThan(200 * 1024 * 1024);
}, 60_000);

it('still opens an ordinary PDF, object streams and all', async () => {
  const { PDFDocument } = await import('pdf-lib');
  const document = await PDFDocument.create();
  document.addPage([420, 595]);
  const file = path.join(dir, 'plain.pdf');
  const bytes = Buffer.from(await document.save({ useObjectStreams: true }));
  expect(bytes.toString('latin1')).toMatch(/\/Type \/ObjStm/);
  fs.writeFileSync(file, bytes);
  const check = await checkTemplateFile({ path: file, name: 'plain.pdf' }, 'pdf');
  expect(check.ok).toBe(true);
});

it('counts what the object streams unpack to in all, and leaves a stream zlib cannot read to pdf-lib', () => {
  const megabytes = OBJECT_STREAMS_MAX_BYTES / 2 ** 20;
  expect(objectStreamsFit(objectStreamBombPdf(megabytes - 1), OBJECT_STREAMS_MAX_BYTES)).toBe(true);
  expect(objectStreamsFit(objectStreamBombPdf(megabytes + 1), OBJECT_STREAMS_MAX_BYTES)).toBe(false);
  // Two that fit alone do not together.
  const two = Buffer.concat([objectStreamBombPdf(megabytes / 2 + 1), objectStreamBombPdf(megabytes / 2 + 1)]);
  expect(objectStreamsFit(two, OBJECT_STREAMS_MAX_BYTES)).toBe(false);
  const cut = objectStreamBombPdf(megabytes + 1);
  const damaged = Buffer.concat([cut.subarray(0, 300), Buffer.from('\nendstream')]);
  expect(objectStreamsFit(damaged, OBJECT_STREAMS_MAX_BYTES)).toBe(true);
});
