/** One list of blocks renders both the plain-text and the HTML part, so the two never drift apart. */
export type MailBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'fields'; rows: Array<[label: string, value: string]> }
  | { kind: 'list'; items: string[] }
  | { kind: 'quote'; text: string }
  | { kind: 'button'; text: string; href: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'code'; text: string }
  /** A picture in the HTML part (the couple's card); the plain-text part leaves it out. */
  | { kind: 'image'; src: string; alt: string; width: number; height: number };

export interface MailTemplate {
  subject: string;
  blocks: MailBlock[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const STUDIO = 'Petal & Quill';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const paragraphsHtml = (text: string, style: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p style="${style}">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'heading':
      return `${block.text}\n${'='.repeat(Math.min(block.text.length, 60))}`;
    case 'paragraph':
      return block.text;
    case 'fields':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
    case 'quote':
      return block.text
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n');
    case 'button':
    case 'link':
      return `${block.text}: ${block.href}`;
    case 'code':
      return block.text;
    case 'image':
      return '';
  }
}

/** Long words and addresses wrap inside the card instead of running out of it. */
const P = 'margin:0 0 16px;font-size:16px;line-height:1.6;color:#2e2a27;overflow-wrap:anywhere;word-break:break-word;';

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'heading':
      return `<h1 style="margin:0 0 20px;font-family:Georgia,serif;font-weight:normal;font-size:26px;color:#2e2a27;">${escapeHtml(block.text)}</h1>`;
    case 'paragraph':
      return paragraphsHtml(block.text, P);
    case 'fields':
      return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse;">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 16px 4px 0;color:#675e57;vertical-align:top;">${escapeHtml(label)}</td><td style="padding:4px 0;color:#2e2a27;">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'list':
      return `<ul style="margin:0 0 16px;padding-left:20px;">${block.items
        .map((item) => `<li style="${P}margin:0 0 6px;">${escapeHtml(item)}</li>`)
        .join('')}</ul>`;
    case 'quote':
      return `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:3px solid #b08d57;background:#fbf7f2;">${paragraphsHtml(block.text, 'margin:0 0 8px;color:#2e2a27;')}</blockquote>`;
    case 'button':
      return `<p style="margin:24px 0;"><a href="${escapeHtml(block.href)}" style="display:inline-block;padding:12px 24px;border-radius:999px;background:#8e4b58;color:#ffffff;text-decoration:none;">${escapeHtml(block.text)}</a></p>`;
    case 'link':
      return `<p style="${P}"><a href="${escapeHtml(block.href)}" style="color:#8e4b58;">${escapeHtml(block.text)}</a></p>`;
    case 'code':
      return `<p style="margin:0 0 16px;font-family:monospace;font-size:28px;letter-spacing:6px;color:#2e2a27;">${escapeHtml(block.text)}</p>`;
    case 'image':
      return `<p style="margin:8px 0 24px;text-align:center;"><img src="${escapeHtml(block.src)}" alt="${escapeHtml(block.alt)}" width="${block.width}" height="${block.height}" style="display:inline-block;max-width:100%;height:auto;border:1px solid #eadfd3;border-radius:6px;"></p>`;
  }
}

export function renderMail(template: MailTemplate): RenderedMail {
  const text = [...template.blocks.map(blockText).filter(Boolean), `—\n${STUDIO}`].join('\n\n') + '\n';
  const html =
    `<!doctype html><html><body style="margin:0;padding:24px;background:#f5ede3;font-family:Helvetica,Arial,sans-serif;">` +
    `<div style="max-width:560px;margin:0 auto;padding:32px;background:#ffffff;border-radius:12px;">` +
    `<p style="margin:0 0 24px;font-family:Georgia,serif;font-size:20px;color:#8e4b58;">${escapeHtml(STUDIO)}</p>` +
    template.blocks.map(blockHtml).join('') +
    `</div></body></html>`;
  return { subject: template.subject, text, html };
}
