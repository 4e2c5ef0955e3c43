import fs from 'node:fs/promises';
import { data, redirect } from '@remix-run/node';
import { ConfirmImportSchema, GuestFileSchema, MAX_GUEST_FILE_BYTES } from '~/schemas/guest-list';
import { readMultipartUpload, withUploadFolder } from '../http/multipart-upload';
import { parseSubmission } from '../http/submission';
import { eventsOf } from '~/.server/invitation-site/events';
import { internationalPhone } from '~/.server/invitation-site/phone';
import { requireSiteEditor } from '~/.server/invitation-site/site-editor';
import { siteEditorPath } from '~/.server/invitation-site/site-links';
import type { Services } from '~/.server/boot/services';
import { confirmGuestImport, guestImportOf, readGuestImport } from './guest-imports';

export const importPath = (token: string) => `${siteEditorPath(token)}/import`;

export async function importPageData(services: Services, token: string, now = new Date()) {
  const site = await requireSiteEditor(services, token, now);
  const events = await eventsOf(services.db, site.id);
  return { title: site.title, editorPath: siteEditorPath(token), events: events.map((event) => event.name) };
}

const fileReply = (submission: ReturnType<typeof parseSubmission>, message: string, status = 400) =>
  data({ result: submission.reply({ fieldErrors: { file: [message] } }) }, { status });

/** The file, read with a byte cap and checked by its content; its plan kept for the couple to confirm. */
export async function handleImportUpload(services: Services, token: string, request: Request, now = new Date()) {
  const site = await requireSiteEditor(services, token, now);
  return withUploadFolder(services.config.DATA_DIR, async (folder) => {
    const upload = await readMultipartUpload(request, folder, {
      fileFields: { file: 1 },
      maxFileBytes: MAX_GUEST_FILE_BYTES,
      maxTextFieldBytes: 1024,
      maxTextBytes: 4096,
      messages: {
        tooLarge: 'The file is larger than 1 MB: please split your list into smaller files',
        fileTooLarge: () => 'The file is larger than 1 MB: please split your list into smaller files',
        tooMany: () => 'Please choose one file',
        unreadable: 'The file could not be read. Please try again.',
        fieldTooLong: 'The file could not be read. Please try again.',
      },
    });
    const [file] = upload.files;
    const bytes = file ? await fs.readFile(file.path) : null;
    if (file && bytes) upload.fields.set('file', new File([bytes], file.name));
    const submission = parseSubmission(upload.fields, GuestFileSchema);
    if (upload.refusal) return fileReply(submission, upload.refusal.message, upload.refusal.status);
    if (submission.status !== 'success' || !file || !bytes)
      return data({ result: submission.reply() }, { status: 400 });
    const read = await readGuestImport(services.db, site.id, { name: file.name, bytes }, now);
    if (!read.ok) return fileReply(submission, read.message, 422);
    return redirect(`${importPath(token)}/${read.id}`);
  });
}

export async function importPreviewData(
  services: Services,
  token: string,
  importId: string | undefined,
  now = new Date(),
) {
  const site = await requireSiteEditor(services, token, now);
  const stored = /^\d{1,12}$/.test(importId ?? '') ? await guestImportOf(services.db, site.id, Number(importId)) : null;
  if (!stored) throw new Response('Not Found', { status: 404 });
  const events = (await eventsOf(services.db, site.id)).map((event) => ({ id: event.id, name: event.name }));
  const adds = stored.plan.adds.map((party) => ({ ...party, phone: internationalPhone(party.phone) }));
  return {
    title: site.title,
    editorPath: siteEditorPath(token),
    importPath: importPath(token),
    events,
    stored: { ...stored, plan: { ...stored.plan, adds } },
  };
}

export async function handleImportConfirm(services: Services, token: string, formData: FormData, now = new Date()) {
  const site = await requireSiteEditor(services, token, now);
  const submission = parseSubmission(formData, ConfirmImportSchema);
  if (submission.status !== 'success') throw new Response('Bad Request', { status: 400 });
  const done = await confirmGuestImport(services.db, site.id, submission.value.importId, now);
  if (!done.ok) throw new Response('Not Found', { status: 404 });
  const guests = (n: number) => `${n} ${n === 1 ? 'guest' : 'guests'}`;
  return services.flash.redirect(
    `${siteEditorPath(token)}#guests`,
    done.again
      ? {
          kind: 'success',
          title: 'This list was imported already',
          message: `${guests(done.added)} were added then; nothing more now.`,
        }
      : { kind: 'success', title: `${guests(done.added)} added to your list` },
  );
}
