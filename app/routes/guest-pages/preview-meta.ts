import type { MetaDescriptor } from '@remix-run/node';

export interface PreviewTags {
  title: string;
  description: string;
  image: string;
  width: number;
  height: number;
}

/** The Open Graph tags WhatsApp, iMessage and Facebook read to draw a link's card. */
export function previewMeta(tags: PreviewTags, url: string): MetaDescriptor[] {
  return [
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: 'Petal & Quill' },
    { property: 'og:title', content: tags.title },
    { property: 'og:description', content: tags.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: tags.image },
    { property: 'og:image:type', content: 'image/jpeg' },
    { property: 'og:image:width', content: String(tags.width) },
    { property: 'og:image:height', content: String(tags.height) },
    { property: 'og:image:alt', content: `${tags.title} — ${tags.description}` },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'description', content: tags.description },
  ];
}
