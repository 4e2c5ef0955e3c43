import type { ComponentPropsWithoutRef } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { safeMarkdownUrl } from '~/lib/markdown-links';

type Props<T extends keyof JSX.IntrinsicElements> = ComponentPropsWithoutRef<T> & { node?: unknown };

function MarkdownLink({ node: _node, href, children, ...rest }: Props<'a'>) {
  if (!href) return <span>{children}</span>;
  return (
    <a {...rest} href={href} className="text-rose underline decoration-rose/40 underline-offset-4 hover:text-rose-dark">
      {children}
    </a>
  );
}

type StyledTag = 'h3' | 'h4' | 'ul' | 'ol' | 'strong' | 'blockquote' | 'code' | 'pre' | 'hr';

function styled(Tag: StyledTag, className: string) {
  return function Styled({ node: _node, children, ...props }: Props<StyledTag>) {
    return (
      <Tag {...(props as object)} className={className}>
        {children}
      </Tag>
    );
  };
}

const subheading = styled('h3', 'pt-2 text-2xl');
const minorHeading = styled('h4', 'pt-1 text-xl');

/** `#` and `##` inside a section are shown as third-level headings: the page owns the first two levels. */
const components: Components = {
  a: MarkdownLink,
  h1: subheading,
  h2: subheading,
  h3: subheading,
  h4: minorHeading,
  h5: minorHeading,
  h6: minorHeading,
  ul: styled('ul', 'list-disc space-y-2 pl-6 marker:text-gold'),
  ol: styled('ol', 'list-decimal space-y-2 pl-6 marker:text-gold'),
  strong: styled('strong', 'font-semibold text-ink'),
  blockquote: styled('blockquote', 'space-y-4 border-l-2 border-gold pl-5 italic'),
  code: styled('code', 'rounded bg-blush/60 px-1 text-[0.9em] text-ink'),
  pre: styled('pre', 'overflow-x-auto rounded-lg bg-cream p-4 text-sm [&_code]:bg-transparent'),
  hr: styled('hr', 'border-line'),
};

/** react-markdown builds React elements, so raw HTML shows as text; links are filtered and images not shown. */
export function SafeMarkdown({ markdown, className }: { markdown: string; className?: string }) {
  return (
    <div className={className}>
      <Markdown components={components} urlTransform={safeMarkdownUrl} disallowedElements={['img']}>
        {markdown}
      </Markdown>
    </div>
  );
}
