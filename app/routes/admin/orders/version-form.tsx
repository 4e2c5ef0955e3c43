import { Form, useNavigation } from '@remix-run/react';
import { buttonClasses, type ButtonVariant } from '~/components/ui/button-link';
import { answerMessage, useOrderFormAnswer } from './order-form-answer';

/** A refusal (stale version…) is shown right beside the button. */
export function VersionForm({
  formKey,
  intent,
  version,
  fields = {},
  label,
  labelDetail,
  variant = 'primary',
  small = false,
}: {
  formKey: string;
  intent: string;
  version: number;
  fields?: Record<string, string>;
  label: string;
  labelDetail?: string;
  variant?: ButtonVariant;
  small?: boolean;
}) {
  const navigation = useNavigation();
  const message = answerMessage(useOrderFormAnswer(formKey));
  const pending =
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === intent &&
    Object.entries(fields).every(([name, value]) => navigation.formData?.get(name) === value);
  const messageId = `${formKey}-message`;
  return (
    <Form method="post" className="flex flex-col gap-2">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={version} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        disabled={pending}
        aria-describedby={message ? messageId : undefined}
        className={
          small
            ? 'w-fit rounded-full border border-rose/60 px-3 py-1 text-xs font-medium text-rose hover:bg-blush disabled:cursor-wait disabled:opacity-70'
            : buttonClasses(variant, 'w-full disabled:cursor-wait disabled:opacity-70 sm:w-auto')
        }
      >
        {pending ? 'Saving…' : label}
        {labelDetail && !pending ? <span className="sr-only"> {labelDetail}</span> : null}
      </button>
      {message ? (
        <p
          id={messageId}
          role="alert"
          className="max-w-md rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900"
        >
          {message}
        </p>
      ) : null}
    </Form>
  );
}
