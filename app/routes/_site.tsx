import type { LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, useLoaderData } from '@remix-run/react';
import { liveEntries, readCart } from '~/.server/cart/cart-post';
import { getUser } from '~/.server/auth/signed-in';
import { revalidateOnSubmitOrNewPage } from '~/components/revalidation';
import { ChatButton, useFloatingChat } from '~/components/site/chat-button';
import { SiteFooter } from '~/components/site/site-footer';
import { SiteHeader } from '~/components/site/site-header';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { config } = context.services;
  const [user, { cart }] = await Promise.all([getUser(context.services, request), readCart(context.services, request)]);
  return {
    user: user ? { name: user.name, isAdmin: user.isAdmin } : null,
    // Live lines only, so the badge never counts a collection that is gone.
    cart: liveEntries(cart),
    phone: config.CONTACT_PHONE,
    socialUrl: config.SOCIAL_URL,
    whatsappUrl: config.WHATSAPP_URL,
    year: new Date().getUTCFullYear(),
  };
}

export const shouldRevalidate = revalidateOnSubmitOrNewPage;

export default function SiteLayout() {
  const { cart, phone, socialUrl, whatsappUrl, year, user } = useLoaderData<typeof loader>();
  const floatingChat = useFloatingChat();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-ink focus:px-4 focus:py-2 focus:text-paper"
      >
        Skip to content
      </a>
      <SiteHeader cart={cart} user={user} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter phone={phone} socialUrl={socialUrl} year={year} />
      {floatingChat ? <ChatButton href={whatsappUrl} /> : null}
    </div>
  );
}
