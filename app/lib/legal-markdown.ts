import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';

export interface LegalSection {
  heading: string;
  markdown: string;
}

export interface LegalDocument {
  lead: string;
  sections: LegalSection[];
}

type Root = ReturnType<typeof fromMarkdown>;
type TopNode = Root['children'][number];

const isSectionHeading = (node: TopNode) => node.type === 'heading' && node.depth <= 2 && toString(node).trim() !== '';

/** Top-level headings only; link definitions go with every piece, so a reference link works in any section. */
export function splitLegalMarkdown(markdown: string): LegalDocument {
  const nodes = fromMarkdown(markdown).children;
  const start = (node: TopNode) => node.position?.start.offset ?? 0;
  const end = (node: TopNode) => node.position?.end.offset ?? markdown.length;
  const definitions = nodes
    .filter((node) => node.type === 'definition')
    .map((node) => markdown.slice(start(node), end(node)))
    .join('\n');
  const withDefinitions = (text: string) => (definitions ? `${text.trim()}\n\n${definitions}` : text.trim());

  const headings = nodes.filter(isSectionHeading);
  const lead = markdown.slice(0, headings[0] ? start(headings[0]) : markdown.length);
  return {
    lead: lead.trim() ? withDefinitions(lead) : '',
    sections: headings.map((heading, index) => {
      const next = headings[index + 1];
      return {
        heading: toString(heading).trim(),
        markdown: withDefinitions(markdown.slice(end(heading), next ? start(next) : markdown.length)),
      };
    }),
  };
}
