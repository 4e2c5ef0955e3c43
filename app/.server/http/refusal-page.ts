import type { Refusal } from './request-checks';

/** Answered before the app runs, so self-contained: its own styles, no scripts, nothing from the request. */
export function refusalResponse(refusal: Refusal): Response {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${refusal.title} · Petal &amp; Quill</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #fbf7f2; color: #2e2a27;
    font: 16px/1.6 Jost, ui-sans-serif, system-ui, sans-serif; }
  main { max-width: 32rem; margin: 1.5rem; padding: 2rem; background: #fff; border: 1px solid #e7ddd2; border-radius: 1rem; }
  p.eyebrow { margin: 0; font-size: .75rem; letter-spacing: .2em; text-transform: uppercase; color: #6f3843; }
  h1 { margin: .5rem 0 1rem; font: 500 2rem/1.2 'Cormorant Garamond', Georgia, serif; }
  a { display: inline-block; margin-top: 1rem; padding: .6rem 1.4rem; border-radius: 999px; background: #8e4b58;
    color: #fff; text-decoration: none; }
  a:focus-visible { outline: 2px solid #8e4b58; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<p class="eyebrow">Petal &amp; Quill · Error ${refusal.status}</p>
<h1>${refusal.title}</h1>
<p>${refusal.message}</p>
<a href="/">Back to the home page</a>
</main>
</body>
</html>
`;
  return new Response(html, {
    status: refusal.status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      ...refusal.headers,
    },
  });
}
