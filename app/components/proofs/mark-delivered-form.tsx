import { Form, useNavigation } from '@remix-run/react';
import { buttonClasses } from '~/components/ui/button-link';

/** For an approval given by phone or e-mail. Multipart, as every post to the proofs page is. */
export function MarkDeliveredForm({
  action,
  version,
  redirectTo,
  error,
}: {
  action: string;
  version: number;
  redirectTo?: string;
  error?: string;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'deliver';
  return (
    <Form method="post" action={action} encType="multipart/form-data" className="space-y-3">
      <input type="hidden" name="intent" value="deliver" />
      <input type="hidden" name="version" value={version} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      {error ? (
        <p
          id="mark-delivered-error"
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={pending}
        aria-describedby={error ? 'mark-delivered-error' : undefined}
        className={buttonClasses('outline', 'disabled:cursor-wait disabled:opacity-70')}
      >
        {pending ? 'Delivering…' : 'Mark delivered'}
      </button>
    </Form>
  );
}
