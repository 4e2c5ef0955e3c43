import type { ReactNode } from 'react';
import type { FormMetadata } from '@conform-to/react';
import { ConformForm } from '~/components/forms/conform-form';
import { SubmitButton } from '~/components/forms/submit-button';

/**
 * The version field carries the page's version as it is now after a refused save, so saving again replaces it
 * knowingly.
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

export function FieldGroup({ legend, intro, children }: { legend: string; intro?: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-2">
      <legend className="font-display text-2xl text-ink">{legend}</legend>
      {intro ? <p className="text-sm text-muted">{intro}</p> : null}
      <div className="space-y-2 pt-2">{children}</div>
    </fieldset>
  );
}
