import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { handleCartChange } from '~/.server/cart/cart-post';
import { refuseIfTooLarge } from '~/.server/http/request';

/** POST /cart: every cart form posts here (add, set quantity, remove); see handleCartChange. */
export async function action({ request, context }: ActionFunctionArgs) {
  refuseIfTooLarge(context);
  return handleCartChange(context.services, request);
}

/** The cart is shown on /checkout. */
export async function loader() {
  return redirect('/checkout');
}
