import { getTextareaProps } from '@conform-to/react';
import { Link } from '@remix-run/react';
import { ConformForm, useConformForm } from '~/components/forms/conform-form';
import { Field, fieldProps, inputClasses } from '~/components/forms/field';
import { SubmitButton } from '~/components/forms/submit-button';
import { NOTE_MAX, OrderActionSchema, type ConfirmedIntent } from '~/schemas/order-action';
import { useOrderFormAnswer } from './order-form-answer';
import { adminOrderPath } from '~/lib/admin-paths';

export interface ConfirmCopy {
  title: string;
  body: string[];
  button: string;
}

/** A page of its own, so it works the same with and without JavaScript; a refusal keeps the note. */
export function ConfirmMove({
  number,
  intent,
  version,
  copy,
}: {
  number: string;
  intent: ConfirmedIntent;
  version: number;
  copy: ConfirmCopy;
}) {
  const answer = useOrderFormAnswer(intent);
  const [form, fields] = useConformForm({
    id: `confirm-${intent}`,
    schema: OrderActionSchema,
    lastResult: answer?.result,
  });
  return (
    <section
      aria-labelledby="confirm-heading"
      className="rounded-xl border-2 border-rose/40 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="confirm-heading" className="font-display text-2xl text-ink">
        {copy.title}
      </h2>
      {copy.body.map((paragraph) => (
        <p key={paragraph} className="mt-2 max-w-2xl text-ink">
          {paragraph}
        </p>
      ))}
      <ConformForm form={form} compact formLevelFields={['version', 'intent']} className="mt-5 max-w-xl space-y-3">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="version" value={version} />
        <Field {...fieldProps(fields.note)} label="Note for the order’s history" optional>
          <textarea {...getTextareaProps(fields.note)} rows={3} maxLength={NOTE_MAX} className={inputClasses} />
        </Field>
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton formId={form.id} pendingLabel="Saving…" className="">
            {copy.button}
          </SubmitButton>
          <Link to={adminOrderPath(number)} className="text-sm text-rose underline-offset-4 hover:underline">
            Keep the order as it is
          </Link>
        </div>
      </ConformForm>
    </section>
  );
}
