import { data } from '@remix-run/node';
import * as v from 'valibot';
import { EditTestimonialSchema, NewTestimonialSchema, TestimonialVersionSchema } from '~/schemas/testimonial';
import { parseId } from '~/lib/parse-id';
import {
  addTestimonial,
  deleteTestimonial,
  getTestimonialForEdit,
  MISSING_TESTIMONIAL_MESSAGE,
  moderateTestimonial,
  STALE_EDIT_MESSAGE,
  STALE_TESTIMONIAL_MESSAGE,
  updateTestimonial,
  type ChangeResult,
  type Moderation,
} from './testimonials';
import type { Services } from '~/.server/boot/services';
import type { Notice } from '../http/flash';
import { refusalResponse } from '../http/refusal-page';
import { idParam, notFound } from '../http/request';
import { REFUSALS } from '../http/request-checks';
import { parseSubmission } from '../http/submission';

export const TESTIMONIALS_LIST = '/admin/testimonials';

const DECISIONS = v.picklist(['approve', 'reject', 'feature', 'unfeature']);

/** [when it changed, when it was already so]. */
const DECISION_NOTICES: Record<Moderation, [Notice, Notice]> = {
  approve: [
    { kind: 'success', title: 'Testimonial approved', message: 'It now shows on the testimonials page.' },
    { kind: 'success', title: 'Already approved', message: 'This testimonial was already published: nothing changed.' },
  ],
  reject: [
    { kind: 'success', title: 'Testimonial rejected', message: 'It does not show anywhere on the site.' },
    { kind: 'success', title: 'Already rejected', message: 'This testimonial was already rejected: nothing changed.' },
  ],
  feature: [
    {
      kind: 'success',
      title: 'Testimonial featured',
      message: 'Featured reviews make up Client Love on the home page.',
    },
    { kind: 'success', title: 'Already featured', message: 'This testimonial was already featured: nothing changed.' },
  ],
  unfeature: [
    { kind: 'success', title: 'No longer featured', message: 'It no longer shows on the home page.' },
    { kind: 'success', title: 'Already not featured', message: 'This testimonial was not featured: nothing changed.' },
  ],
};

const refusalNotice = (reason: Exclude<ChangeResult, { ok: true }>['reason']): Notice => ({
  kind: 'error',
  title: reason === 'missing' ? 'Testimonial not found' : 'Nothing changed',
  message:
    reason === 'missing'
      ? MISSING_TESTIMONIAL_MESSAGE
      : reason === 'stale'
        ? STALE_TESTIMONIAL_MESSAGE
        : 'That is not possible for this testimonial as it is now.',
});

/** The list page the designer came from, so she stays where she was. */
function listUrl(formData: FormData): string {
  const page = parseId(String(formData.get('page') ?? ''));
  return page && page > 1 ? `${TESTIMONIALS_LIST}?page=${page}` : TESTIMONIALS_LIST;
}

function badForm(): never {
  throw refusalResponse(REFUSALS.badRequest);
}

/** Throws a 404 when there is none. */
export async function testimonialFromUrl(services: Services, idText: string | undefined) {
  const testimonial = await getTestimonialForEdit(services.db, idParam(idText));
  if (!testimonial) throw notFound();
  return testimonial;
}

export async function moderateFromForm(services: Services, formData: FormData) {
  const decision = v.safeParse(DECISIONS, formData.get('intent'));
  const target = parseSubmission(formData, TestimonialVersionSchema);
  if (!decision.success || target.status !== 'success') return badForm();
  const result = await moderateTestimonial(services.db, {
    id: target.value.id,
    decision: decision.output,
    expectedVersion: target.value.version,
  });
  const notice = result.ok ? DECISION_NOTICES[decision.output][result.changed ? 0 : 1] : refusalNotice(result.reason);
  return services.flash.redirect(listUrl(formData), notice);
}

export async function addFromForm(services: Services, formData: FormData) {
  const submission = parseSubmission(formData, NewTestimonialSchema);
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  await addTestimonial(services.db, submission.value);
  return services.flash.redirect(TESTIMONIALS_LIST, { kind: 'success', title: 'Testimonial added successfully!' });
}

/** A stale version is answered above the form, with what was typed kept. */
export async function editFromForm(services: Services, id: number, formData: FormData) {
  const submission = parseSubmission(formData, EditTestimonialSchema);
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const { version, ...fields } = submission.value;
  const result = await updateTestimonial(services.db, { id, expectedVersion: version, fields });
  if (!result.ok && result.reason === 'missing') {
    return services.flash.redirect(TESTIMONIALS_LIST, refusalNotice('missing'));
  }
  if (!result.ok) {
    return data({ result: submission.reply({ formErrors: [STALE_EDIT_MESSAGE] }), stale: true }, { status: 409 });
  }
  return services.flash.redirect(TESTIMONIALS_LIST, { kind: 'success', title: 'Testimonial updated successfully!' });
}

export async function deleteFromForm(services: Services, id: number, formData: FormData) {
  const target = parseSubmission(formData, TestimonialVersionSchema);
  if (target.status !== 'success' || target.value.id !== id) return badForm();
  const result = await deleteTestimonial(services.db, { id, expectedVersion: target.value.version });
  return services.flash.redirect(
    listUrl(formData),
    result.ok ? { kind: 'success', title: 'Testimonial deleted successfully!' } : refusalNotice(result.reason),
  );
}
