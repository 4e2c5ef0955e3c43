import { describe, expect, it } from 'vitest';
import { renderMail } from '~/.server/mail/template';
import { confirmationMail, type ConfirmationDetails } from '~/.server/orders/confirmation-mail';

const LONG_PAGE_URL = `https://petalandquill.example/downloads/${'a'.repeat(180)}.${'b'.repeat(43)}`;

const order: ConfirmationDetails = {
  number: 'ORD-4821',
  name: 'Meera Kapoor',
  brief: {
    coupleNames: 'Meera & Arjun',
    eventDate: '2027-02-14',
    venue: 'The Leela Palace, Udaipur',
    wording: 'Together with their families\nMeera and Arjun <invite you>',
    notes: '',
    eventTime: '',
    closingLine: '',
    events: [],
  },
  totalText: '$39.99',
  isTest: false,
  items: [{ title: 'Blush Peony Romance', quantity: 1, lineTotalText: '$39.99' }],
  downloads: {
    pageUrl: LONG_PAGE_URL,
    zipUrl: `${LONG_PAGE_URL}/zip`,
    coverUrl: `${LONG_PAGE_URL}/cover`,
    expiresOn: '2 December 2026',
  },
  accountOrdersUrl: 'https://petalandquill.example/account/orders',
  siteEditorUrl: 'https://petalandquill.example/site/42.1800000000000.signature',
};

describe('the confirmation e-mail', () => {
  const mail = renderMail(confirmationMail(order));

  it('links the couple to their invitation website, after the brief', () => {
    const site = mail.text.indexOf('Your invitation website');
    expect(site).toBeGreaterThan(mail.text.indexOf('Your details for the designs'));
    expect(mail.text).toContain('https://petalandquill.example/site/42.1800000000000.signature');
    expect(mail.html).toContain('href="https://petalandquill.example/site/42.1800000000000.signature"');
  });

  it('restates the brief as the couple typed it, line breaks and all', () => {
    expect(mail.text).toContain('Your details for the designs');
    expect(mail.text).toContain('Names: Meera & Arjun');
    expect(mail.text).toContain('Event date: Sunday, 14 February 2027 (2027-02-14)');
    expect(mail.text).toContain('Venue: The Leela Palace, Udaipur');
    expect(mail.text).toContain('Together with their families\nMeera and Arjun <invite you>');
    expect(mail.text).toContain('Notes:\n\n(none)');
    expect(mail.html).toContain('Together with their families<br>Meera and Arjun &lt;invite you&gt;');
    expect(mail.html).not.toContain('<invite you>');
  });

  it('puts the download of the instant draft first, says it is a draft, and the brief after it', () => {
    const draft = mail.text.indexOf('Download your instant draft');
    const brief = mail.text.indexOf('Your details for the designs');
    expect(draft).toBeGreaterThan(-1);
    expect(draft).toBeLessThan(brief);
    expect(mail.text.indexOf('Download all (ZIP)')).toBeLessThan(brief);
    expect(mail.text).toContain(
      'Your instant draft — please don’t share it yet: your designer checks every card and sends you a proof within 2–3 business days.',
    );
    expect(mail.text).toContain('The approved proof is your final set.');
  });

  it('shows their own card in the HTML part, above the download, and leaves it out of the text part', () => {
    const image = mail.html.match(
      /<img src="([^"]+)" alt="Your invitation, set with your names" width="240" height="336"/,
    );
    expect(image?.[1]).toBe(`${LONG_PAGE_URL}/cover`);
    expect(mail.html.indexOf('<img')).toBeLessThan(mail.html.indexOf('Download all (ZIP)'));
    expect(mail.text).not.toContain('/cover');
  });

  it('links the single files by name, so the long address never runs out of the card', () => {
    expect(mail.text).toContain(`Or choose single files: ${LONG_PAGE_URL}`);
    const anchor = mail.html.match(/<a href="([^"]+)"[^>]*>Or choose single files<\/a>/);
    expect(anchor?.[1]).toBe(LONG_PAGE_URL);
    // No address is ever shown as text in the HTML part: each is behind its words (or is a picture's).
    expect(mail.html.replace(/(href|src)="[^"]*"/g, '')).not.toContain('/downloads/');
    // Paragraphs wrap what cannot break (a long word or an address a reader pasted).
    expect(mail.html).toMatch(/<p style="[^"]*overflow-wrap:anywhere/);
  });
});
