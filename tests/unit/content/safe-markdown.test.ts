import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LegalBody } from '~/components/storefront/legal-page';
import { SafeMarkdown } from '~/components/storefront/safe-markdown';
import { splitLegalMarkdown } from '~/lib/legal-markdown';
import { safeMarkdownUrl } from '~/lib/markdown-links';

const render = (markdown: string) => renderToStaticMarkup(createElement(SafeMarkdown, { markdown }));

/** Every href and src the HTML holds. */
const addresses = (html: string) => [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) => m[1]);

describe('Markdown from the admin is rendered inert', () => {
  it('shows raw HTML as text: no script, no element with an event handler', () => {
    const html = render(
      'Hello <script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n<a href="javascript:alert(3)">x</a> <iframe src="https://evil.example"></iframe>\n\n<div onclick="alert(4)">block</div>',
    );
    expect(html).not.toMatch(/<(script|img|iframe|div onclick|a )/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(2)&quot;&gt;');
    expect(addresses(html)).toEqual([]);
  });

  it.each([
    '[click](javascript:alert(1))',
    '[click](JaVaScRiPt:alert(1))',
    '[click](java&#x09;script:alert(1))',
    '[click](&#106;avascript:alert(1))',
    '[click](  javascript:alert(1))',
    '[click](<javascript:alert(1)>)',
    '[click](vbscript:msgbox(1))',
    '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[click][ref]\n\n[ref]: javascript:alert(1)',
    '<javascript:alert(1)>',
    '[click](file:///etc/passwd)',
  ])('%s: no link, the words stay', (markdown) => {
    const html = render(markdown);
    expect(html).not.toMatch(/<a\b/);
    expect(addresses(html)).toEqual([]);
    if (markdown.startsWith('[click]')) expect(html).toContain('<span>click</span>');
  });

  it('shows no images, from elsewhere or not', () => {
    const html = render('![tracker](https://evil.example/pixel.png) ![x](/images/a.webp) ![y](javascript:alert(1))');
    expect(html).not.toMatch(/<img/);
    expect(addresses(html)).toEqual([]);
  });

  it('keeps the links a page needs: http(s), mailto and this site', () => {
    const html = render(
      '[a](https://example.com/x?y=1) [b](http://example.com) [c](mailto:studio@example.com) [d](/contact) [e](#section-2) [f](contact) [g][ref]\n\n[ref]: https://example.org/terms',
    );
    expect(addresses(html)).toEqual([
      'https://example.com/x?y=1',
      'http://example.com',
      'mailto:studio@example.com',
      '/contact',
      '#section-2',
      'contact',
      'https://example.org/terms',
    ]);
  });

  it('renders headings, lists, emphasis and quotes with the page’s own levels', () => {
    const html = render('# One\n\n## Two\n\n### Three\n\n- a\n- **b**\n\n1. c\n\n> quote *here*');
    expect(html.match(/<h3/g)).toHaveLength(3);
    expect(html).not.toMatch(/<h[12]/);
    expect(html).toMatch(/<ul[^>]*>\s*<li>a<\/li>\s*<li><strong[^>]*>b<\/strong><\/li>/);
    expect(html).toMatch(/<ol/);
    expect(html).toMatch(/<blockquote[^>]*>\s*<p>quote <em>here<\/em><\/p>/);
  });

  it('keeps an HTML heading out of the contents list and a script out of the section headings', () => {
    const body = '## <script>alert(1)</script> Cookies\n\nText.\n\n## Rights [here](javascript:alert(1))\n\nMore.';
    expect(splitLegalMarkdown(body).sections.map((s) => s.heading)).toEqual([
      '<script>alert(1)</script> Cookies',
      'Rights here',
    ]);
    const html = renderToStaticMarkup(createElement(LegalBody, { body }));
    expect(html).not.toMatch(/<script|javascript:/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Cookies');
  });
});

describe('splitLegalMarkdown', () => {
  it('cuts at top-level # and ## headings only, keeping the text before them and the link definitions', () => {
    const doc = splitLegalMarkdown(
      'Lead with [a link][r].\n\n## First\n\nOne.\n\n- ## not a section\n\n### Sub\n\nTwo.\n\nSecond\n------\n\nThree [again][r].\n\n[r]: https://example.com',
    );
    expect(doc.lead).toMatch(/^Lead with \[a link\]\[r\]\.\n\n\[r\]: https:\/\/example.com$/);
    expect(doc.sections.map((s) => s.heading)).toEqual(['First', 'Second']);
    expect(doc.sections[0]!.markdown).toMatch(/^One\.\n\n- ## not a section\n\n### Sub\n\nTwo\.\n\n\[r\]:/);
    expect(render(doc.sections[1]!.markdown)).toContain('<a href="https://example.com"');
  });

  it('has no sections in a page without headings, and ignores an empty heading', () => {
    expect(splitLegalMarkdown('Just text.')).toEqual({ lead: 'Just text.', sections: [] });
    expect(splitLegalMarkdown('##\n\nText.').sections).toEqual([]);
  });
});

describe('safeMarkdownUrl', () => {
  it.each([
    ['https://example.com', 'https://example.com'],
    ['HTTP://EXAMPLE.COM', 'HTTP://EXAMPLE.COM'],
    ['mailto:a@b.example', 'mailto:a@b.example'],
    ['/a:b', '/a:b'],
    ['?q=a:b', '?q=a:b'],
    ['#x', '#x'],
    ['javascript:alert(1)', ''],
    [' javascript:alert(1)', ''],
    ['java\tscript:alert(1)', ''],
    ['tel:+91', ''],
    ['data:text/html,x', ''],
  ])('%j → %j', (url, expected) => {
    expect(safeMarkdownUrl(url)).toBe(expected);
  });
});
