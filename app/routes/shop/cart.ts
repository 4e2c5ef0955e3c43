import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { handleCartChange } from '~/.server/cart/cart-post';
import { refuseIfTooLarge } from '~/.server/http/request';

export async function action({ request, context }: ActionFunctionArgs) {
  refuseIfTooLarge(context);
  return handleCartChange(context.services, request);
}

export async function loader() {
  return redirect('/checkout');
}
