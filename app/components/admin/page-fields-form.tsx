import type { ReactNode } from 'react';
import type { FormMetadata } from '@conform-to/react';
import { ConformForm } from '~/components/forms/conform-form';
import { SubmitButton } from '~/components/forms/submit-button';

/**
 * The form of a page's own fields (/admin/home, /admin/about): multipart (its images), the page's
 * version in a plain hidden field (after a refused save it is the page's as it is now, so saving
 * again replaces it knowingly), the form's message first, the groups of fields, then Save.
 */
export function PageFieldsForm<Schema extends Record<string, unknown>>({
  form,
  version,
  alertDetail,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  version: number;
  alertDetail?: ReactNode;
  children: ReactNode;
}) {
  return (
    <ConformForm
      form={form}
      formLevelFields={['version']}
      alertDetail={alertDetail}
      encType="multipart/form-data"
      className="space-y-8"
    >
      <input type="hidden" name="version" value={version} />
      {children}
      <div className="flex flex-wrap items-center gap-4 border-t border-line pt-6">
        <SubmitButton formId={form.id} pendingLabel="Saving…">
          Save
        </SubmitButton>
        <p className="text-sm text-muted">The list below is saved on its own, item by item.</p>
      </div>
    </ConformForm>
  );
}

/** A group of a page form's fields, under a small heading. */
export function FieldGroup({ legend, intro, children }: { legend: string; intro?: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-2">
      <legend className="font-display text-2xl text-ink">{legend}</legend>
      {intro ? <p className="text-sm text-muted">{intro}</p> : null}
      <div className="space-y-2 pt-2">{children}</div>
    </fieldset>
  );
}
