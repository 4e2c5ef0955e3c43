// The thread tests/unit/support/read-pdf.ts reads PDFs' text in. pdf.js's Node build (the legacy
// one: the modern one needs a newer Node) installs core-js polyfills over the thread's built-ins
// as it loads, among them a JSON.stringify several times slower than V8's: in the thread of the
// tests it would slow everything else they run (Playwright's messages to the browser all go
// through JSON.stringify) and let code under test lean on built-ins Node does not have.
import { parentPort } from 'node:worker_threads';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Each page's text content items (with marked content) of the PDF, in order. */
async function textContent(data) {
  const task = getDocument({ data, isEvalSupported: false, verbosity: 0 });
  const doc = await task.promise;
  try {
    const pages = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const { items } = await page.getTextContent({ includeMarkedContent: true });
      pages.push(
        items.map((item) =>
          'str' in item ? { str: item.str, transform: item.transform, width: item.width } : { type: item.type },
        ),
      );
    }
    return pages;
  } finally {
    await task.destroy();
  }
}

parentPort.on('message', async ({ id, data }) => {
  try {
    parentPort.postMessage({ id, pages: await textContent(data) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
