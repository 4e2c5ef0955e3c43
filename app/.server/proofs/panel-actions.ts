import { data } from '@remix-run/node';
import { FULFILMENT_LABELS, orderStatusLabel } from '~/lib/order-status';
import { safeRedirect } from '~/lib/safe-redirect';
import { orderProofsPath } from '~/lib/admin-paths';
import { SendProofSchema } from '~/schemas/proof';
import type { SessionUser } from '~/.server/auth/profiles';
import type { Services } from '~/.server/boot/services';
import { markDelivered } from '~/.server/admin/delivery';
import { STALE_ORDER_MESSAGE } from '~/.server/orders/status-moves';
import { inspectProofFile, type CheckedProofFile } from './files';
import { findOrderIdByNumber } from './views';
import { sendProof } from './proofs';
import type { StudioDeps } from '~/.server/admin/deps';
import { withUploadFolder } from '~/.server/http/multipart-upload';
import { FILES_FIELD, readProofUpload, type ReadProofUpload } from './upload';
import { parseSubmission } from '~/.server/http/submission';

export type ProofPanelIntent = 'send-proof' | 'deliver';

export const NO_FILE_MESSAGE = 'Choose at least one file: PDF, JPG or PNG.';
export const NO_PROOF_TO_DELIVER =
  'There is no proof to deliver yet: send the couple a proof first, then mark the order delivered.';
const MISSING_VERSION = 'This form is missing the order’s version. Please reload the page and try again.';

export function studioDeps(services: Services): StudioDeps {
  return {
    db: services.db,
    secrets: services.secrets,
    siteUrl: services.siteUrl,
    afterCommit: services.afterCommit,
    files: services.files,
    studioEmail: services.config.CONTACT_TO,
  };
}

const notFound = () => new Response('Not Found', { status: 404 });

function parseVersion(value: FormDataEntryValue | null): number | null {
  return typeof value === 'string' && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

/** The upload goes to a folder of its own that is removed afterwards, so nothing of a refused upload stays. */
export async function handleProofPanelPost(
  services: Services,
  request: Request,
  admin: SessionUser,
  orderNumber: string | undefined,
) {
  const orderId = await findOrderIdByNumber(services.db, orderNumber);
  if (!orderId) throw notFound();
  const home = orderProofsPath(orderNumber!);
  return withUploadFolder(services.config.DATA_DIR, async (folder) => {
    const upload = await readProofUpload(request, folder);
    const back = safeRedirect(upload.fields.get('redirectTo'), home);
    const version = parseVersion(upload.fields.get('version'));
    const intent = upload.fields.get('intent');
    if (intent === 'deliver' && !upload.refusal) {
      return deliver(services, { orderId, version, actor: admin.email, back });
    }
    return send(services, upload, { orderId, version, actor: admin.email, back });
  });
}

interface PostContext {
  orderId: number;
  version: number | null;
  actor: string;
  back: string;
}

async function send(services: Services, upload: ReadProofUpload, post: PostContext) {
  const submission = parseSubmission(upload.fields, SendProofSchema);
  const answer = (status: number, errors: { files?: string; form?: string } = {}) =>
    data(
      {
        intent: 'send-proof' as ProofPanelIntent,
        result: submission.reply({
          ...(errors.form ? { formErrors: [errors.form] } : {}),
          ...(errors.files ? { fieldErrors: { [FILES_FIELD]: [errors.files] } } : {}),
        }),
      },
      { status },
    );
  if (upload.refusal) return answer(upload.refusal.status, { files: upload.refusal.message });
  if (submission.status !== 'success') return answer(400, upload.files.length ? {} : { files: NO_FILE_MESSAGE });
  if (post.version === null) return answer(400, { form: MISSING_VERSION });
  if (!upload.files.length) return answer(400, { files: NO_FILE_MESSAGE });

  const checked: CheckedProofFile[] = [];
  const refusals: string[] = [];
  for (const file of upload.files) {
    const check = await inspectProofFile(file);
    if (check.ok) checked.push(check.file);
    else refusals.push(check.message);
  }
  if (refusals.length) {
    return answer(422, { files: `${refusals.join(' ')} Only PDF, JPG and PNG files can be sent; nothing was saved.` });
  }

  const result = await sendProof(studioDeps(services), {
    orderId: post.orderId,
    expectedVersion: post.version,
    actor: post.actor,
    note: submission.value.note ?? '',
    files: checked,
  });
  if (!result.ok)
    return answer(result.reason === 'unknown-order' ? 404 : 409, {
      form: await refusalText(services, post, result.reason),
    });
  return services.flash.redirect(post.back, {
    kind: 'success',
    title: `Proof ${result.round} sent`,
    message: 'The couple has been e-mailed a link to see it and answer.',
  });
}

async function deliver(services: Services, post: PostContext) {
  const answer = (status: number, message: string) =>
    data(
      { intent: 'deliver' as ProofPanelIntent, result: { status: 'error' as const, error: { '': [message] } } },
      { status },
    );
  if (post.version === null) return answer(400, MISSING_VERSION);
  const result = await markDelivered(studioDeps(services), {
    orderId: post.orderId,
    expectedVersion: post.version,
    actor: post.actor,
  });
  if (!result.ok)
    return answer(result.reason === 'unknown-order' ? 404 : 409, await refusalText(services, post, result.reason));
  return services.flash.redirect(post.back, {
    kind: 'success',
    title: 'Order delivered',
    message: 'The latest proof’s files joined the order’s downloads, and the couple has been e-mailed the link.',
  });
}

async function refusalText(
  services: Services,
  post: PostContext,
  reason: 'stale' | 'not-allowed' | 'unknown-order' | 'no-proof',
): Promise<string> {
  if (reason === 'stale') return STALE_ORDER_MESSAGE;
  if (reason === 'no-proof') return NO_PROOF_TO_DELIVER;
  if (reason === 'unknown-order') return 'This order no longer exists.';
  const order = await services.db
    .selectFrom('orders')
    .select(['status', 'fulfilment'])
    .where('id', '=', post.orderId)
    .executeTakeFirstOrThrow();
  const stage = orderStatusLabel(order);
  return order.fulfilment === 'delivered' || order.status !== 'paid'
    ? `This order cannot change now: it is ${stage.toLowerCase()}.`
    : `This order cannot take that step now: it is at “${FULFILMENT_LABELS[order.fulfilment]}”.`;
}
