import { getTextareaProps, type FieldMetadata } from '@conform-to/react';
import { ConformForm, useConformForm, type LastResult } from '~/components/forms/conform-form';
import { Field, inputClasses } from '~/components/forms/field';
import { SubmitButton } from '~/components/forms/submit-button';
import { PROOF_NOTE_MAX, SendProofSchema } from '~/schemas/proof';

/** The file input's name (the action reads the files of this input only). */
const FILES = 'files';

/**
 * "Send a proof": several files (PDF, JPG, PNG, checked by their content on the server) and a
 * note to the couple. The order's version goes with it, so a proof sent from a page that is no
 * longer current is refused, not sent twice.
 */
export function SendProofForm({
  action,
  version,
  redirectTo,
  lastResult,
}: {
  action: string;
  version: number;
  redirectTo?: string;
  lastResult: LastResult;
}) {
  const [form, fields] = useConformForm({ id: 'send-proof', schema: SendProofSchema, lastResult });
  const files = (fields as unknown as Record<string, FieldMetadata<unknown>>)[FILES]!;
  return (
    <ConformForm form={form} action={action} encType="multipart/form-data" className="space-y-2">
      <input type="hidden" name="intent" value="send-proof" />
      <input type="hidden" name="version" value={version} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <Field
        id={fields.note.id}
        label="Note to the couple"
        optional
        hint="What changed, what to check: it goes into the e-mail and onto their proof page."
        errors={fields.note.errors}
        errorId={fields.note.errorId}
      >
        <textarea {...getTextareaProps(fields.note)} rows={4} maxLength={PROOF_NOTE_MAX} className={inputClasses} />
      </Field>
      <Field
        id={files.id}
        label="Files"
        hint="PDF, JPG or PNG; up to 10 files, 25 MB each, 40 MB together."
        errors={files.errors}
        errorId={files.errorId}
      >
        <input
          id={files.id}
          name={FILES}
          type="file"
          multiple
          accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
          aria-invalid={files.errors?.length ? true : undefined}
          aria-describedby={files.errors?.length ? files.errorId : undefined}
          className={`${inputClasses} file:mr-4 file:rounded-full file:border-0 file:bg-blush file:px-4 file:py-1.5 file:text-sm file:text-rose-dark`}
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
