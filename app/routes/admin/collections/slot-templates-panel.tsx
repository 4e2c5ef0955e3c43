import { Form } from '@remix-run/react';
import type { AdminSlotTemplate } from '~/.server/designs/slot-template-uploads';
import type { SlotTemplateFormAnswer } from '~/.server/designs/admin-slot-templates';
import { formatFileSize } from '~/components/downloads/file-size';
import { inputClasses } from '~/components/forms/field';
import { SubmitButton } from '~/components/forms/submit-button';
import { formatStudioDay } from '~/lib/studio-time';
import { SLOT_TEMPLATE_FORM_QUERY } from '~/schemas/slot-templates';
import { PostButton } from '~/components/admin/post-button';

const fileInputClasses = `${inputClasses} !py-2 text-sm file:mr-3 file:rounded-full file:border-0 file:bg-blush file:px-3 file:py-1 file:text-sm file:font-medium file:text-rose-dark`;

const badgeClasses = 'whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium';

function SourceBadge({ piece }: { piece: AdminSlotTemplate }) {
  if (piece.upload)
    return (
      <span className={`${badgeClasses} bg-blush text-rose-dark`}>
        Your design · uploaded {formatStudioDay(piece.upload.uploadedAt)}
      </span>
    );
  if (piece.builtIn) return <span className={`${badgeClasses} bg-paper text-muted`}>The shop’s design</span>;
  return <span className={`${badgeClasses} border border-line text-muted`}>No design</span>;
}

function describe(piece: AdminSlotTemplate) {
  if (piece.upload)
    return (
      <>
        <span className="break-all text-ink">{piece.upload.fileName}</span>
        <span className="text-muted"> · {formatFileSize(piece.upload.byteSize)} after cleaning</span>
      </>
    );
  if (piece.builtIn) return <span className="text-muted">Set in the shop’s own design for this collection.</span>;
  return (
    <span className="text-muted">Not personalised: couples see no preview of it and get only the files above.</span>
  );
}

function PieceRow({
  piece,
  thumbnailHref,
  answer,
}: {
  piece: AdminSlotTemplate;
  thumbnailHref: string;
  answer: SlotTemplateFormAnswer | null;
}) {
  const formId = `design-${piece.piece}`;
  const errors = answer?.piece === piece.piece ? answer.errors : {};
  const inputId = `${formId}-svg`;
  const formErrorId = `${formId}-error`;
  const hasTemplate = piece.upload !== null || piece.builtIn;
  return (
    <li
      data-testid="design-template"
      className="grid grid-cols-[3.5rem_minmax(0,1fr)] gap-x-4 py-5 first:pt-0 last:pb-0 sm:grid-cols-[5rem_minmax(0,1fr)] sm:gap-x-5"
    >
      <div className="flex aspect-[5/7] w-14 items-center justify-center self-start overflow-hidden rounded-md border border-line bg-paper sm:row-span-2 sm:w-20">
        {hasTemplate ? (
          <img
            src={thumbnailHref}
            alt={`${piece.label} with its sample words`}
            width={80}
            height={112}
            className="h-full w-full object-contain"
          />
        ) : (
          <span className="px-1 text-center text-xs text-muted">None</span>
        )}
      </div>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <h3 id={`${formId}-title`} className="font-display text-xl text-ink">
            {piece.label}
          </h3>
          <SourceBadge piece={piece} />
        </div>
        <p className="mt-1 text-sm">{describe(piece)}</p>
      </div>
      <div className="col-span-2 min-w-0 sm:col-span-1 sm:col-start-2">
        {errors.form ? (
          <p
            id={formErrorId}
            role="alert"
            className="mt-3 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900"
          >
            {errors.form}
          </p>
        ) : null}
        <Form
          method="post"
          action={`?${SLOT_TEMPLATE_FORM_QUERY}`}
          encType="multipart/form-data"
          preventScrollReset
          className="mt-3"
          aria-label={`Upload a design template for the ${piece.label}`}
          aria-describedby={errors.form ? formErrorId : undefined}
        >
          {/* Text first: a file cut off at its limit still leaves the form knowing which piece it was. */}
          <input type="hidden" name="intent" value="upload" />
          <input type="hidden" name="piece" value={piece.piece} />
          <input type="hidden" name="version" value={piece.version} />
          <label htmlFor={inputId} className="text-sm font-medium text-ink">
            {piece.upload ? 'Replace with a new SVG' : 'Your SVG template'}
          </label>
          <div className="mt-1 flex flex-wrap items-start gap-x-3 gap-y-3">
            <div className="min-w-0 flex-1 basis-56">
              <input
                id={inputId}
                name="svg"
                type="file"
                accept="image/svg+xml,.svg"
                aria-invalid={errors.svg ? true : undefined}
                aria-describedby={`${inputId}-message`}
                className={`${fileInputClasses} !mt-0`}
              />
              <p
                id={`${inputId}-message`}
                className={`mt-1 text-xs ${errors.svg ? 'text-red-700' : 'text-muted'}`}
                aria-live="polite"
              >
                {errors.svg ?? 'An SVG with text slots (names, date, venue…), at most 3 MB.'}
              </p>
            </div>
            <SubmitButton formId={formId} pendingLabel="Checking…" className="w-full sm:w-auto">
              Upload
            </SubmitButton>
          </div>
        </Form>
        {piece.upload ? (
          <div className="-ml-4 mt-1">
            <PostButton
              action={`?${SLOT_TEMPLATE_FORM_QUERY}`}
              intent="remove"
              fields={{ piece: piece.piece, version: piece.version }}
              label={piece.builtIn ? 'Remove — use the shop’s design' : 'Remove your design'}
              accessibleLabel={`Remove your ${piece.label} design`}
              variant="quiet"
            />
          </div>
        ) : null}
      </div>
    </li>
  );
}

export function SlotTemplatesPanel({
  pieces,
  answer,
  thumbnailHref,
}: {
  pieces: AdminSlotTemplate[];
  answer: SlotTemplateFormAnswer | null;
  thumbnailHref: (piece: AdminSlotTemplate) => string;
}) {
  return (
    <section
      id="design-templates"
      aria-labelledby="design-templates-title"
      className="rounded-xl border border-line bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="design-templates-title" className="font-display text-2xl text-ink">
        Personalised design templates
      </h2>
      <p className="mt-2 text-sm text-muted">
        The designs couples see with their own names before they pay, and the personalised files made when they do.
        Upload your own SVG for a piece to use it instead of the shop’s. Each file is checked and cleaned first:
        scripts, links to outside files, style sheets and animation are refused, and so is a file without text slots.
      </p>
      <ul className="mt-5 divide-y divide-line" aria-label="Pieces">
        {pieces.map((piece) => (
          <PieceRow
            key={`${piece.piece}-${piece.version}`}
            piece={piece}
            answer={answer}
            thumbnailHref={thumbnailHref(piece)}
          />
        ))}
      </ul>
    </section>
  );
}
