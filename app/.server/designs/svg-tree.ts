import { escapeXml } from './slots';

export interface XmlElement {
  type: 'element';
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
}
export interface XmlText {
  type: 'text';
  text: string;
}
export type XmlNode = XmlElement | XmlText;

export function element(name: string, attrs: Record<string, string> = {}, children: XmlNode[] = []): XmlElement {
  return { type: 'element', name, attrs, children };
}

export function serialise(node: XmlNode): string {
  if (node.type === 'text') return escapeXml(node.text);
  const attrs = Object.entries(node.attrs)
    .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
    .join('');
  if (node.children.length === 0) return `<${node.name}${attrs}/>`;
  return `<${node.name}${attrs}>${node.children.map(serialise).join('')}</${node.name}>`;
}

export function walk(
  node: XmlElement,
  visit: (el: XmlElement, ancestors: XmlElement[]) => void,
  ancestors: XmlElement[] = [],
) {
  visit(node, ancestors);
  for (const child of node.children) if (child.type === 'element') walk(child, visit, [...ancestors, node]);
}

export function without(node: XmlElement, drop: (el: XmlElement) => boolean): XmlElement {
  return {
    ...node,
    attrs: { ...node.attrs },
    children: node.children
      .filter((c) => c.type === 'text' || !drop(c))
      .map((c) => (c.type === 'text' ? c : without(c, drop))),
  };
}

export function textContent(node: XmlNode): string {
  return node.type === 'text' ? node.text : node.children.map(textContent).join('');
}
