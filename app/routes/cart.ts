import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { handleCartChange } from '~/.server/cart/actions';
import { cartCookie, db, flash } from '~/.server/runtime';

/** POST /cart: every cart form posts here (add, set quantity, remove); see handleCartChange. */
export async function action({ request }: ActionFunctionArgs) {
  return handleCartChange({ db, cartCookie, flash }, request);
}

/** The cart is shown on /checkout. */
export async function loader() {
  return redirect('/checkout');
}
