import type { MailTemplate } from '../mail/template';

export const SIGN_IN_SUBJECT = 'Your Petal & Quill sign-in code';

export function signInLinkUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/login/link?token=${encodeURIComponent(token)}`;
}

/** The same words go to every address, whether or not it has an account. */
export function signInMail(input: { code: string; link: string; validMinutes: number }): MailTemplate {
  return {
    subject: SIGN_IN_SUBJECT,
    blocks: [
      { kind: 'heading', text: 'Your sign-in code' },
      { kind: 'paragraph', text: 'Enter this code on the sign-in page:' },
      { kind: 'code', text: input.code },
      { kind: 'paragraph', text: 'Or sign in with one click, on any device:' },
      { kind: 'button', text: 'Sign in to Petal & Quill', href: input.link },
      {
        kind: 'paragraph',
        text: `The code and the link expire in ${input.validMinutes} minutes and work once. If you did not ask to sign in, you can ignore this e-mail.`,
      },
    ],
  };
}
