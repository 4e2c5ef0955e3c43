import type { LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, useLoaderData } from '@remix-run/react';
import { VISITOR_HOLE } from '~/.server/page-cache/render-holes';
import { readVisitor, visitorJson } from '~/.server/page-cache/visitor';
import { revalidateOnSubmitOrNewPage } from '~/components/revalidation';
import { ChatButton, useFloatingChat } from '~/components/storefront/chat-button';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useSiteVisitor } from '~/components/storefront/visitor-part';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { config } = context.services;
  // A page kept for everyone has a hole here, filled per serve with the visitor's own.
  const holes = context.cacheRender?.visitorParts?.kind === 'holes';
  return {
    visitor: holes ? VISITOR_HOLE : visitorJson(await readVisitor(context.services, request)),
    phone: config.CONTACT_PHONE,
    socialUrl: config.SOCIAL_URL,
    whatsappUrl: config.WHATSAPP_URL,
    year: new Date().getUTCFullYear(),
  };
}

export const shouldRevalidate = revalidateOnSubmitOrNewPage;

export default function SiteLayout() {
  const { visitor, phone, socialUrl, whatsappUrl, year } = useLoaderData<typeof loader>();
  const { cart, user } = useSiteVisitor(visitor);
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
