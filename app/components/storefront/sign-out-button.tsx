import { Form } from '@remix-run/react';

/** A POST, never a link a prefetch or crawler could follow. */
export function SignOutButton({ className }: { className: string }) {
  return (
    <Form method="post" action="/logout">
      <button type="submit" className={className}>
        Sign Out
      </button>
    </Form>
  );
}
