import type { LoaderFunctionArgs } from '@remix-run/node';
import { getDownloadableOrder } from '~/.server/downloads/order-files';
import { CONTENT_TYPES } from '~/.server/downloads/templates';
import { fileResponse } from '~/.server/downloads/download-responses';
import { proofNotFound } from '~/.server/proofs/answer';
import { findProofFile, openProofLink } from '~/.server/proofs/views';
import { parseId } from '~/lib/parse-id';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const { db, secrets, files } = context.services;
  const access = await openProofLink(db, secrets, params.token, new Date());
  const fileId = parseId(params.fileId);
  if (access.status !== 'ok' || !fileId) throw proofNotFound();
  const order = await getDownloadableOrder(db, access.orderId);
  const file = order?.status === 'paid' ? await findProofFile(db, access.orderId, fileId) : null;
  if (!file) throw proofNotFound();
  return fileResponse(files, file.storageKey, {
    fileName: file.fileName,
    contentType: CONTENT_TYPES[file.format],
    disposition: file.format === 'pdf' ? 'attachment' : 'inline',
  });
}
