import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkTemplateFile, TEMPLATE_FILE_MESSAGES } from '~/.server/downloads/template-file-check';
import { objectStreamBombPdf } from './support/hostile-files';
import { withThreadPauses } from './support/thread-pauses';

/**
 * An uploaded template PDF is opened in a worker process with a memory and a time budget: a small
 * file whose object stream unpacks to gigabytes is refused, with what to do, in seconds, while this
 * process keeps serving and its memory stays where it was.
 */
let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-budget-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('refuses a PDF whose object stream unpacks to gigabytes within seconds, with bounded memory, while serving', async () => {
  const bomb = path.join(dir, 'invitation.pdf');
  fs.writeFileSync(bomb, await objectStreamBombPdf(2_000));
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

it('still opens an ordinary PDF', async () => {
  const { PDFDocument } = await import('pdf-lib');
  const document = await PDFDocument.create();
  document.addPage([420, 595]);
  const file = path.join(dir, 'plain.pdf');
  fs.writeFileSync(file, await document.save());
  const check = await checkTemplateFile({ path: file, name: 'plain.pdf' }, 'pdf');
  expect(check.ok).toBe(true);
});
