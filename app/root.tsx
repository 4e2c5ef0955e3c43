import { useEffect } from 'react';
import { data, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLoaderData,
  useRouteError,
} from '@remix-run/react';
import stylesheet from '~/styles/app.css?url';
import { useNonce } from '~/components/nonce';
import { Toaster } from '~/components/ui/toaster';
import { revalidateOnSubmitOrNewPage } from '~/components/revalidation';
import { TestModeRibbon } from '~/components/storefront/test-mode-ribbon';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { flash, payments } = context.services;
  const { notice, headers } = await flash.read(request);
  return data({ notice, testMode: payments.isTest }, { headers });
}

/** Notices arrive after a post or on another page, so the root loader runs then. */
export const shouldRevalidate = revalidateOnSubmitOrNewPage;

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  useEffect(() => {
    // Lets tests (and CSS) know React has taken over the page.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#fbf7f2" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { notice, testMode } = useLoaderData<typeof loader>();
  return (
    <>
      {testMode ? <TestModeRibbon /> : null}
      <Outlet />
      <Toaster notice={notice} />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center px-6 text-center">
      <p className="font-script text-4xl text-rose">Petal &amp; Quill</p>
      <h1 className="mt-4 text-4xl">{status === 404 ? 'Oops! Page not found' : 'Something went wrong'}</h1>
      <p className="mt-3 text-muted">
        {status === 404
          ? 'The page you are looking for does not exist.'
          : 'We could not show this page just now. Please try again in a moment.'}
      </p>
      <a href="/" className="mt-8 rounded-full bg-rose px-6 py-3 text-white hover:bg-rose-dark">
        Return to Home
      </a>
    </main>
  );
}
