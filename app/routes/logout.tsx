import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { signOut } from '~/.server/auth/signed-in';

/** Sign Out is a POST: it deletes this browser's session row and its cookie. */
export async function action({ request, context }: ActionFunctionArgs) {
  throw redirect('/', { headers: await signOut(context.services, request) });
}

export async function loader() {
  throw redirect('/');
}
