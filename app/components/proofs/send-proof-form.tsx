import { getTextareaProps } from '@conform-to/react';
import { ConformForm, useConformForm, type LastResult } from '~/components/forms/conform-form';
import { Field, fieldProps, inputClasses } from '~/components/forms/field';
import { SubmitButton } from '~/components/forms/submit-button';
import { PIECE_TITLES, proofPieceField, SUITE_PIECES } from '~/lib/suite-pieces';
import { PROOF_NOTE_MAX, SendProofSchema } from '~/schemas/proof';

/** The action reads the files of this input only. */
const FILES = 'files';

const fileInputClasses = `${inputClasses} file:mr-4 file:rounded-full file:border-0 file:bg-blush file:px-4 file:py-1.5 file:text-sm file:text-rose-dark`;
const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/**
 * A piece left empty keeps the instant draft's files in the final set. The order's version goes with
 * it, so a proof sent from a page that is no longer current is refused, not sent twice.
 */
export function SendProofForm({
  action,
  version,
  drafted,
  redirectTo,
  lastResult,
}: {
  action: string;
  version: number;
  /** The pieces the couple's instant draft has. */
  drafted: readonly string[];
  redirectTo?: string;
  lastResult: LastResult;
}) {
  const [form, fields] = useConformForm({ id: 'send-proof', schema: SendProofSchema, lastResult });
  // The files are read by the action itself, not by the schema: their input is named here.
  const files = { id: `${form.id}-${FILES}`, errorId: `${form.id}-${FILES}-error`, errors: form.allErrors[FILES] };
  return (
    <ConformForm form={form} action={action} encType="multipart/form-data" className="space-y-2">
      <input type="hidden" name="intent" value="send-proof" />
      <input type="hidden" name="version" value={version} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <Field
        {...fieldProps(fields.note)}
        label="Note to the couple"
        optional
        hint="What changed, what to check: it goes into the e-mail and onto their proof page."
      >
        <textarea {...getTextareaProps(fields.note)} rows={4} maxLength={PROOF_NOTE_MAX} className={inputClasses} />
      </Field>
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-ink">The pieces</legend>
        <p className="text-xs text-muted">Each piece’s PDF and/or JPG, in its own slot.</p>
        <div className="space-y-3 pt-2">
          {SUITE_PIECES.map((piece) => (
            <div key={piece}>
              <label htmlFor={`send-proof-${piece}`} className="block pb-1 text-sm text-ink">
                {PIECE_TITLES[piece]}
              </label>
              <input
                aria-describedby={`send-proof-${piece}-empty`}
                id={`send-proof-${piece}`}
                name={proofPieceField(piece)}
                type="file"
                multiple
                accept={ACCEPT}
                className={fileInputClasses}
              />
              {drafted.includes(piece) ? (
                <p id={`send-proof-${piece}-empty`} className="mt-1 text-xs text-muted">
                  Left empty: the instant draft’s stays in the final set.
                </p>
              ) : (
                <p id={`send-proof-${piece}-empty`} className="mt-1 text-xs text-red-800">
                  Left empty: missing from the final set (the draft has none).
                </p>
              )}
            </div>
          ))}
        </div>
      </fieldset>
      <Field
        {...fieldProps(files)}
        label="Other files"
        optional
        hint="PDF, JPG or PNG; up to 10 files in all, 25 MB each, 40 MB together."
      >
        <input
          id={files.id}
          name={FILES}
          type="file"
          multiple
          accept={ACCEPT}
          aria-invalid={files.errors?.length ? true : undefined}
          aria-describedby={files.errors?.length ? files.errorId : undefined}
          className={fileInputClasses}
        />
      </Field>
      <div className="pt-2">
        <SubmitButton formId={form.id} pendingLabel="Sending…">
          Send proof
        </SubmitButton>
      </div>
    </ConformForm>
  );
}
