import type { MetaDescriptor } from '@remix-run/node';
import { STUDIO_NAME } from './nav-links';

export function pageMeta(title: string, description: string): MetaDescriptor[] {
  return [{ title: `${title} | ${STUDIO_NAME}` }, { name: 'description', content: description }];
}
