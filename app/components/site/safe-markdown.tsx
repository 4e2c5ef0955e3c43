import type { ComponentPropsWithoutRef } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { safeMarkdownUrl } from '~/lib/markdown-links';

type Props<T extends keyof JSX.IntrinsicElements> = ComponentPropsWithoutRef<T> & { node?: unknown };

/** A link, or its words alone when the address was refused (safeMarkdownUrl gave ''). */
function MarkdownLink({ node: _node, href, children, ...rest }: Props<'a'>) {
  if (!href) return <span>{children}</span>;
  return (
    <a {...rest} href={href} className="text-rose underline decoration-rose/40 underline-offset-4 hover:text-rose-dark">
      {children}
    </a>
  );
}

/**
 * The site's typography for each element Markdown makes. `#` and `##` inside a section are shown
 * as third-level headings: the page owns the first two levels (its title, its sections).
 */
const components: Components = {
  a: MarkdownLink,
  h1: ({ node: _node, ...props }) => <h3 {...props} className="pt-2 text-2xl" />,
  h2: ({ node: _node, ...props }) => <h3 {...props} className="pt-2 text-2xl" />,
  h3: ({ node: _node, ...props }) => <h3 {...props} className="pt-2 text-2xl" />,
  h4: ({ node: _node, ...props }) => <h4 {...props} className="pt-1 text-xl" />,
  h5: ({ node: _node, ...props }) => <h4 {...props} className="pt-1 text-xl" />,
  h6: ({ node: _node, ...props }) => <h4 {...props} className="pt-1 text-xl" />,
  ul: ({ node: _node, ...props }) => <ul {...props} className="list-disc space-y-2 pl-6 marker:text-gold" />,
  ol: ({ node: _node, ...props }) => <ol {...props} className="list-decimal space-y-2 pl-6 marker:text-gold" />,
  strong: ({ node: _node, ...props }) => <strong {...props} className="font-semibold text-ink" />,
  blockquote: ({ node: _node, ...props }) => (
    <blockquote {...props} className="space-y-4 border-l-2 border-gold pl-5 italic" />
  ),
  code: ({ node: _node, ...props }) => <code {...props} className="rounded bg-blush/60 px-1 text-[0.9em] text-ink" />,
  pre: ({ node: _node, ...props }) => (
    <pre {...props} className="overflow-x-auto rounded-lg bg-cream p-4 text-sm [&_code]:bg-transparent" />
  ),
  hr: ({ node: _node, ...props }) => <hr {...props} className="border-line" />,
};

/**
 * Markdown written in the admin, rendered safely: react-markdown builds React elements (never
 * HTML strings), so raw HTML in the text shows as text; links keep only http(s), mailto and
 * on-site addresses (safeMarkdownUrl); images are not shown (no pictures from elsewhere).
 */
export function SafeMarkdown({ markdown, className }: { markdown: string; className?: string }) {
  return (
    <div className={className}>
      <Markdown components={components} urlTransform={safeMarkdownUrl} disallowedElements={['img']}>
        {markdown}
      </Markdown>
    </div>
  );
}
