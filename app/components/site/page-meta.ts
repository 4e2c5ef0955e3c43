import type { MetaDescriptor } from '@remix-run/node';
import { STUDIO_NAME } from './nav-links';

/** A page's <title> ("Our Portfolio | Petal & Quill") and meta description. */
export function pageMeta(title: string, description: string): MetaDescriptor[] {
  return [{ title: `${title} | ${STUDIO_NAME}` }, { name: 'description', content: description }];
}
