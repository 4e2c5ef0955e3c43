import { data } from '@remix-run/node';
import { focusOfInput } from '~/schemas/content-image';
import {
  EditPortfolioItemSchema,
  NewPortfolioItemSchema,
  PortfolioItemVersionSchema,
  type PortfolioItemInput,
} from '~/schemas/portfolio-item';
import {
  createPortfolioItem,
  deletePortfolioItem,
  getPortfolioItemForEdit,
  MISSING_PORTFOLIO_MESSAGE,
  STALE_PORTFOLIO_MESSAGE,
  updatePortfolioItem,
  type PortfolioValues,
} from './changes';
import type { Services } from '~/.server/boot/services';
import { checkContentForm, spendPostedToken, withImageForm, withPlainContentForm } from '../content/content-form';
import type { Notice } from '../http/flash';
import { refusalResponse } from '../http/refusal-page';
import { idParam, notFound } from '../http/request';
import { REFUSALS } from '../http/request-checks';
import { parseSubmission } from '../http/submission';

export const PORTFOLIO_LIST = '/admin/portfolio';
export const NEW_PORTFOLIO_FORM = 'new-portfolio-item';
const IMAGE_INPUTS = { image: 1 } as const;

const missingNotice: Notice = { kind: 'error', title: 'Portfolio item not found', message: MISSING_PORTFOLIO_MESSAGE };

export async function portfolioItemFromUrl(services: Services, idText: string | undefined) {
  const item = await getPortfolioItemForEdit(services.db, idParam(idText));
  if (!item) throw notFound();
  return item;
}

const valuesOf = (input: PortfolioItemInput): PortfolioValues => ({
  title: input.title,
  description: input.description ?? '',
  category: input.category,
  image: input.image_ref!,
});

export function addPortfolioItemFromRequest(services: Services, context: { bodyTooLarge?: boolean }, request: Request) {
  return withImageForm(services, request, IMAGE_INPUTS, [], async (form) => {
    const submission = parseSubmission(form.fields, NewPortfolioItemSchema);
    const checked = checkContentForm(submission, form, context, services, NEW_PORTFOLIO_FORM);
    if (!checked.ok) return checked.response;
    await createPortfolioItem(
      services.db,
      valuesOf(checked.value),
      spendPostedToken(form.fields),
      focusOfInput(checked.value),
    );
    return services.flash.redirect(PORTFOLIO_LIST, { kind: 'success', title: 'Portfolio item added successfully!' });
  });
}

export async function editPortfolioItemFromRequest(
  services: Services,
  context: { bodyTooLarge?: boolean },
  request: Request,
  idText: string | undefined,
) {
  const current = await portfolioItemFromUrl(services, idText);
  return withImageForm(services, request, IMAGE_INPUTS, [current.image], async (form) => {
    const submission = parseSubmission(form.fields, EditPortfolioItemSchema);
    const checked = checkContentForm(submission, form, context, services);
    if (!checked.ok) return checked.response;
    const { version, ...input } = checked.value;
    const result = await updatePortfolioItem(services.db, {
      id: current.id,
      expectedVersion: version,
      values: valuesOf(input),
      imageFocus: focusOfInput(input),
    });
    if (result.ok) {
      return services.flash.redirect(PORTFOLIO_LIST, {
        kind: 'success',
        title: 'Portfolio item updated successfully!',
      });
    }
    if (result.reason === 'missing') return services.flash.redirect(PORTFOLIO_LIST, missingNotice);
    return data({ result: submission.reply({ formErrors: [STALE_PORTFOLIO_MESSAGE] }), stale: true }, { status: 409 });
  });
}

export async function deletePortfolioItemFromRequest(services: Services, request: Request, idText: string | undefined) {
  const id = idParam(idText);
  return withPlainContentForm(services, request, async (fields) => {
    const target = parseSubmission(fields, PortfolioItemVersionSchema);
    if (target.status !== 'success' || target.value.id !== id) throw refusalResponse(REFUSALS.badRequest);
    const result = await deletePortfolioItem(services.db, { id, expectedVersion: target.value.version });
    const notice: Notice = result.ok
      ? { kind: 'success', title: 'Portfolio item deleted successfully!' }
      : result.reason === 'missing'
        ? missingNotice
        : { kind: 'error', title: 'Nothing changed', message: STALE_PORTFOLIO_MESSAGE };
    return services.flash.redirect(PORTFOLIO_LIST, notice);
  });
}
