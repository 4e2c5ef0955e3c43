import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { expect, type Page } from './fixtures';
import { mailsContaining } from './support';

/** A small real PNG of one colour. */
export const png = (background: string) =>
  sharp({ create: { width: 240, height: 320, channels: 3, background } })
    .png()
    .toBuffer();

export async function pdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([300, 400]).drawText(text, { x: 40, y: 200 });
  return Buffer.from(await doc.save());
}

/** The plain text of an e-mail (quoted-printable soft breaks and `=3D` undone). */
export const readable = (eml: string) => eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

/** The newest e-mail about the order that contains `marker`, once the server has written it. */
export async function mailAbout(number: string, marker: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(() => {
      found = mailsContaining(number)
        .map(readable)
        .filter((eml) => eml.includes(marker))
        .at(-1);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** The link (site-relative) of the e-mail that sent proof `round` of the order. */
export async function proofLink(number: string, round: number): Promise<string> {
  const text = await mailAbout(number, `proof ${round} of your order`);
  return new URL(/https?:\/\/\S+\/proofs\/[\w.-]+/.exec(text)![0]).pathname;
}

export async function sendProof(
  studio: Page,
  files: { name: string; mimeType: string; buffer: Buffer }[],
  note: string,
  slot = 'Other files',
) {
  await studio.getByLabel('Note to the couple').fill(note);
  await studio.getByLabel(slot).setInputFiles(files);
  await studio.getByRole('button', { name: 'Send proof', exact: true }).click();
}
