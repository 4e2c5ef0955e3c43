import { Transform } from 'node:stream';

/**
 * A page is painted before it is hydrated. Remix's `<Scripts>` preloads every module a page needs and
 * runs them as soon as they arrive, so on a slow phone the JavaScript shared the line with the
 * stylesheet, the fonts and the first image, and the first paint waited for it. This stream writes a
 * page with them held: `<link rel="modulepreload"` loses its `rel` to a data attribute, the module
 * script (the one inline `type="module" async` script, which imports the page's route modules and
 * then the client entry) gets a type no browser runs, and a script before `</body>` releases both
 * once the page has loaded and been painted, or after `RELEASE_AFTER_MS` when an image is slow to
 * come. Every form and link works before hydration, so nothing is lost meanwhile; with JavaScript
 * off no script is fetched at all. `<Scripts>` has no prop for any of it. See docs/performance.md.
 */
const HELD_PRELOAD = 'data-held-rel';
const HELD_MODULE_TYPE = 'text/x-held-module';
const RELEASE_AFTER_MS = 3000;

/**
 * Gives each held preload its `rel` back (the browser fetches it then) and puts a module script with
 * the held one's text, nonce and attributes in its place (a script inserted so runs in every browser;
 * one parsed with another type may never run). The elements end as React rendered them, and this
 * script removes itself, so hydration finds the page it expects.
 */
const RELEASE = `(function () {
  var released = false;
  function release() {
    if (released) return;
    released = true;
    document.querySelectorAll('link[${HELD_PRELOAD}]').forEach(function (link) {
      link.rel = link.getAttribute('${HELD_PRELOAD}');
      link.removeAttribute('${HELD_PRELOAD}');
    });
    document.querySelectorAll('script[type="${HELD_MODULE_TYPE}"]').forEach(function (held) {
      var script = document.createElement('script');
      script.type = 'module';
      script.async = true;
      script.nonce = held.nonce;
      script.textContent = held.textContent;
      held.replaceWith(script);
    });
  }
  function releaseAfterPaint() {
    requestAnimationFrame(function () {
      setTimeout(release, 0);
    });
  }
  if (document.readyState === 'complete') releaseAfterPaint();
  else {
    addEventListener('load', releaseAfterPaint);
    setTimeout(release, ${RELEASE_AFTER_MS});
  }
  document.currentScript.remove();
})();`;

export function heldScripts(nonce: string): Transform {
  const holds: [Buffer, Buffer][] = [
    ['<link rel="modulepreload"', `<link ${HELD_PRELOAD}="modulepreload"`],
    [' type="module" async="">', ` type="${HELD_MODULE_TYPE}" async="">`],
    ['</body>', `<script nonce="${nonce}">${RELEASE}</script></body>`],
  ].map(([from, to]) => [Buffer.from(from!), Buffer.from(to!)]);
  /** A held piece may be cut by a write's end: this much of each write waits for the next. */
  const longest = Math.max(...holds.map(([from]) => from.length));

  function held(text: Buffer, last: boolean): { written: Buffer; rest: Buffer } {
    const pieces: Buffer[] = [];
    let from = 0;
    for (;;) {
      let next: { at: number; hold: [Buffer, Buffer] } | null = null;
      for (const hold of holds) {
        const at = text.indexOf(hold[0], from);
        if (at !== -1 && (!next || at < next.at)) next = { at, hold };
      }
      if (!next) break;
      pieces.push(text.subarray(from, next.at), next.hold[1]);
      from = next.at + next.hold[0].length;
    }
    const keepFrom = last ? text.length : Math.max(from, text.length - (longest - 1));
    pieces.push(text.subarray(from, keepFrom));
    return { written: Buffer.concat(pieces), rest: text.subarray(keepFrom) };
  }

  let carry: Buffer = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      const text = carry.length ? Buffer.concat([carry, Buffer.from(chunk)]) : Buffer.from(chunk);
      const { written, rest } = held(text, false);
      carry = rest;
      done(null, written);
    },
    flush(done) {
      done(null, held(carry, true).written);
    },
  });
}
