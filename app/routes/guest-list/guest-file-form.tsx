import { ConformForm, useConformForm, type LastResult } from '~/components/forms/conform-form';
import { Field, fieldProps, inputClasses } from '~/components/forms/field';
import { SubmitButton } from '~/components/forms/submit-button';
import { GuestFileSchema } from '~/schemas/guest-list';

/** The guest list file: read on the server and shown for the couple to confirm before anything is added. */
export function GuestFileForm({ lastResult }: { lastResult: LastResult }) {
  const [form, fields] = useConformForm({ id: 'guest-file', schema: GuestFileSchema, lastResult });
  return (
    <ConformForm form={form} encType="multipart/form-data" className="space-y-1">
      <Field
        {...fieldProps(fields.file)}
        label="Guest list (CSV)"
        hint="A CSV file of at most 1 MB (about 2,000 guests)."
      >
        <input
          id={fields.file.id}
          name={fields.file.name}
          type="file"
          accept=".csv,text/csv,text/plain"
          aria-invalid={fields.file.errors?.length ? true : undefined}
          aria-describedby={fields.file.errors?.length ? fields.file.errorId : undefined}
          className={inputClasses}
        />
      </Field>
      <SubmitButton formId={form.id} pendingLabel="Reading…">
        Read the list
      </SubmitButton>
    </ConformForm>
  );
}
