import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { signOut } from '~/.server/auth/signed-in';

export async function action({ request, context }: ActionFunctionArgs) {
  throw redirect('/', { headers: await signOut(context.services, request) });
}

export async function loader() {
  throw redirect('/');
}
