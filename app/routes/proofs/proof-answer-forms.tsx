import { getTextareaProps } from '@conform-to/react';
import { Form, useNavigation } from '@remix-run/react';
import { ConformForm, useConformForm, type LastResult } from '~/components/forms/conform-form';
import { Field, fieldProps, inputClasses } from '~/components/forms/field';
import { SubmitButton } from '~/components/forms/submit-button';
import { buttonClasses } from '~/components/ui/button-link';
import { EXTRA_ROUND_NOTE, FREE_ROUND_NOTE } from '~/lib/proof-notes';
import { CHANGE_REQUEST_MAX, RequestChangesSchema } from '~/schemas/proof';

/** Each carries the proof it answers, so an answer to a proof replaced meanwhile is not taken. */
export function ProofAnswerForms({
  proofId,
  freeRoundUsed,
  changesResult,
  approveError,
}: {
  proofId: number;
  freeRoundUsed: boolean;
  changesResult: LastResult;
  approveError?: string;
}) {
  const navigation = useNavigation();
  const approving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'approve';
  const [form, fields] = useConformForm({
    id: 'request-changes',
    schema: RequestChangesSchema,
    lastResult: changesResult,
  });
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="approve-heading" className="rounded-2xl border border-sage/50 bg-white p-6 shadow-sm">
        <h2 id="approve-heading" className="text-3xl">
          Everything is right
        </h2>
        <p className="mt-2 text-muted">
          Approve the proof and your final files are ready to download at once; we e-mail you the link too.
        </p>
        <Form method="post" className="mt-5">
          <input type="hidden" name="intent" value="approve" />
          <input type="hidden" name="proofId" value={proofId} />
          {approveError ? (
            <p role="alert" className="mb-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
              {approveError}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={approving}
            className={buttonClasses('primary', 'w-full disabled:cursor-wait disabled:opacity-70 sm:w-auto')}
          >
            {approving ? 'Approving…' : 'Approve'}
          </button>
        </Form>
      </section>

      <section aria-labelledby="changes-heading" className="rounded-2xl border border-line bg-white p-6 shadow-sm">
        <h2 id="changes-heading" className="text-3xl">
          Something to change?
        </h2>
        <p className="mt-2 text-muted" data-testid="revision-note">
          {freeRoundUsed ? EXTRA_ROUND_NOTE : FREE_ROUND_NOTE}
        </p>
        <ConformForm form={form} className="mt-4 space-y-2">
          <input type="hidden" name="intent" value="changes" />
          <input type="hidden" name="proofId" value={proofId} />
          <Field
            {...fieldProps(fields.message)}
            label="What would you like changed?"
            hint="For example: the venue should read “The Leela Palace, Udaipur”."
          >
            <textarea
              {...getTextareaProps(fields.message)}
              rows={5}
              maxLength={CHANGE_REQUEST_MAX}
              className={inputClasses}
            />
          </Field>
          <SubmitButton formId={form.id} pendingLabel="Sending…">
            Request changes
          </SubmitButton>
        </ConformForm>
      </section>
    </div>
  );
}
