import type { Db } from '~/.server/db/connection';
import type { Fulfilment, OrderStatus, ProofFileFormat, ProofStatus } from '~/.server/db/schema';
import { toIso } from '~/.server/db/values';
import { PIECE_TITLES, SUITE_PIECES } from '~/lib/suite-pieces';
import { isPiece, type Piece } from '~/.server/designs/template';
import { canMove } from '~/.server/orders/status-moves';
import { PROOF_LINK, proofFilePath, signProofToken, verifyProofToken } from './links';
import { keyedOrderOrThrow, linkKeyLookup } from '~/.server/orders/link-keys';
import { orderPathsFor } from '~/.server/orders/order-links';
import type { Secrets } from '~/.server/platform/signing';

export interface ProofFileView {
  id: number;
  fileName: string;
  format: ProofFileFormat;
  byteSize: number;
  width: number | null;
  height: number | null;
  url: string;
  pieceTitle: string | null;
}

export interface ProofView {
  id: number;
  round: number;
  note: string;
  status: ProofStatus;
  response: string | null;
  respondedAt: string | null;
  createdBy: string;
  createdAt: string;
  files: ProofFileView[];
  /** Empty when it covers them all. */
  kept: string[];
}

export async function listProofs(db: Db, orderId: number, token: string): Promise<ProofView[]> {
  const proofs = await db
    .selectFrom('proofs')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('round', 'desc')
    .execute();
  if (!proofs.length) return [];
  const files = await db
    .selectFrom('proof_files')
    .select(['id', 'proof_id', 'file_name', 'format', 'byte_size', 'width', 'height', 'piece'])
    .where(
      'proof_id',
      'in',
      proofs.map((proof) => Number(proof.id)),
    )
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const drafted = await draftedPieces(db, orderId);
  return proofs.map((proof) => ({
    id: Number(proof.id),
    round: Number(proof.round),
    note: proof.note,
    status: proof.status,
    response: proof.response,
    respondedAt: proof.responded_at ? toIso(proof.responded_at) : null,
    createdBy: proof.created_by,
    createdAt: toIso(proof.created_at),
    files: files
      .filter((file) => Number(file.proof_id) === Number(proof.id))
      .map((file) => ({
        id: Number(file.id),
        fileName: file.file_name,
        format: file.format,
        byteSize: Number(file.byte_size),
        width: file.width === null ? null : Number(file.width),
        height: file.height === null ? null : Number(file.height),
        url: proofFilePath(token, Number(file.id)),
        pieceTitle: isPiece(file.piece) ? PIECE_TITLES[file.piece] : null,
      })),
    kept: keptPieces(
      files.filter((file) => Number(file.proof_id) === Number(proof.id)).map((file) => file.piece),
      drafted,
    ),
  }));
}

async function draftedPieces(db: Db, orderId: number): Promise<Piece[]> {
  const rows = await db
    .selectFrom('design_render_files')
    .select('piece')
    .distinct()
    .where('order_id', '=', orderId)
    .execute();
  const pieces = new Set(rows.map((row) => row.piece));
  return SUITE_PIECES.filter((piece) => pieces.has(piece));
}

/** A proof uploaded into piece slots keeps the rest, as the final set will; one without slots keeps nothing. */
function keptPieces(proofPieces: (string | null)[], drafted: Piece[]): string[] {
  const covered = new Set(proofPieces.filter(isPiece));
  if (!covered.size) return [];
  return drafted.filter((piece) => !covered.has(piece)).map((piece) => PIECE_TITLES[piece]);
}

export interface ProofOrder {
  id: number;
  number: string;
  name: string;
  status: OrderStatus;
  fulfilment: Fulfilment;
  version: number;
  deliveredProofId: number | null;
}

async function proofOrder(db: Db, where: { id: number } | { number: string }): Promise<ProofOrder | null> {
  let query = db
    .selectFrom('orders')
    .select(['id', 'number', 'name', 'status', 'fulfilment', 'version', 'delivered_proof_id']);
  query = 'id' in where ? query.where('id', '=', where.id) : query.where('number', '=', where.number);
  const row = await query.executeTakeFirst();
  return row
    ? {
        id: Number(row.id),
        number: row.number,
        name: row.name,
        status: row.status,
        fulfilment: row.fulfilment,
        version: Number(row.version),
        deliveredProofId: row.delivered_proof_id === null ? null : Number(row.delivered_proof_id),
      }
    : null;
}

const ORDER_NUMBER = /^ORD-\d{1,12}$/;

export async function findOrderIdByNumber(db: Db, number: string | undefined): Promise<number | null> {
  if (!number || !ORDER_NUMBER.test(number)) return null;
  return (await proofOrder(db, { number }))?.id ?? null;
}

export interface ProofPanelData {
  order: ProofOrder;
  proofs: ProofView[];
  canSendProof: boolean;
  canDeliver: boolean;
  freeRoundUsed: boolean;
  /** The pieces the instant draft has: a slot left empty keeps its file; any other is missing from the final set. */
  drafted: Piece[];
}

export async function loadProofPanel(
  db: Db,
  secrets: Secrets,
  orderId: number,
  now = new Date(),
): Promise<ProofPanelData | null> {
  const order = await proofOrder(db, { id: orderId });
  if (!order) return null;
  const proofs = await listProofs(db, orderId, signProofToken(secrets, await keyedOrderOrThrow(db, orderId), now));
  return {
    order,
    proofs,
    canSendProof: canMove(order, 'send_proof'),
    canDeliver: canMove(order, 'deliver') && proofs.length > 0,
    freeRoundUsed: proofs.some((proof) => proof.status === 'changes_requested'),
    drafted: await draftedPieces(db, orderId),
  };
}

export type CoupleProofAccess =
  { status: 'forged' } | { status: 'expired' } | { status: 'ok'; orderId: number; expiresAt: Date };

export async function openProofLink(db: Db, secrets: Secrets, token: unknown, now: Date): Promise<CoupleProofAccess> {
  const check = await verifyProofToken(secrets, token, linkKeyLookup(db), now);
  if (!check.ok) return { status: check.reason };
  return { status: 'ok', orderId: check.orderId, expiresAt: check.expiresAt };
}

export interface CoupleProofPage {
  order: Pick<ProofOrder, 'number' | 'name' | 'status' | 'fulfilment'>;
  latest: ProofView | null;
  earlier: ProofView[];
  canAnswer: boolean;
  freeRoundUsed: boolean;
}

export async function loadCoupleProof(db: Db, orderId: number, token: string): Promise<CoupleProofPage | null> {
  const order = await proofOrder(db, { id: orderId });
  if (!order) return null;
  const [latest = null, ...earlier] = await listProofs(db, orderId, token);
  return {
    order: { number: order.number, name: order.name, status: order.status, fulfilment: order.fulfilment },
    latest,
    earlier,
    canAnswer: latest?.status === 'sent' && canMove(order, 'approve'),
    freeRoundUsed: [latest, ...earlier].some((proof) => proof?.status === 'changes_requested'),
  };
}

export async function findProofFile(db: Db, orderId: number, fileId: number) {
  const row = await db
    .selectFrom('proof_files as f')
    .innerJoin('proofs as p', 'p.id', 'f.proof_id')
    .select(['f.file_name', 'f.format', 'f.storage_key'])
    .where('f.id', '=', fileId)
    .where('p.order_id', '=', orderId)
    .executeTakeFirst();
  return row ? { fileName: row.file_name, format: row.format, storageKey: row.storage_key } : null;
}

/** The proof page of each of these orders that has a proof. */
export const proofPagesFor = (db: Db, secrets: Secrets, orderIds: number[], now = new Date()) =>
  orderPathsFor(db, secrets, PROOF_LINK, orderIds, now, (rows) =>
    rows.where((eb) => eb.exists(eb.selectFrom('proofs').select('id').whereRef('proofs.order_id', '=', 'orders.id'))),
  );
