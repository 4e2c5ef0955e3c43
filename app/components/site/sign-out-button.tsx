import { Form } from '@remix-run/react';

/** Sign Out is a POST to /logout (never a link a prefetch or crawler could follow). */
export function SignOutButton({ className }: { className: string }) {
  return (
    <Form method="post" action="/logout">
      <button type="submit" className={className}>
        Sign Out
      </button>
    </Form>
  );
}
