import { ContactSchema } from '~/schemas/contact';
import { ReviewSchema } from '~/schemas/review';
import { submitContactMessage } from '../contact/messages';
import type { PublicFormSpec } from './public-form';
import { CONTACT_LIMIT, REVIEW_LIMIT } from '../platform/rate-limit';
import { submitReview } from '../reviews/testimonials';

export const reviewForm: PublicFormSpec<typeof ReviewSchema> = {
  form: 'review',
  schema: ReviewSchema,
  rule: REVIEW_LIMIT,
  redirectTo: '/testimonials',
  success: {
    kind: 'success',
    title: 'Thank you!',
    message: 'Your review has been submitted. It will appear here once the designer has approved it.',
  },
  tooLargeMessage: 'Your review is too long to send. Please shorten it and try again.',
  save: (trx, value) => submitReview(trx, value),
};

export function contactForm(designerEmail: string): PublicFormSpec<typeof ContactSchema> {
  return {
    form: 'contact',
    schema: ContactSchema,
    rule: CONTACT_LIMIT,
    redirectTo: '/contact',
    success: {
      kind: 'success',
      title: 'Message sent',
      message: 'Thank you for writing. We reply within one business day.',
    },
    tooLargeMessage: 'Your message is too long to send. Please shorten it and try again.',
    save: (trx, value) => submitContactMessage(trx, value, { designerEmail }),
  };
}
