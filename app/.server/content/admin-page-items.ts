import { data } from '@remix-run/node';
import type { GenericSchema } from 'valibot';
import * as v from 'valibot';
import { ABOUT_EDITOR_PATH, HOME_EDITOR_PATH } from '~/lib/page-editors';
import { EditTeamMemberSchema, NewTeamMemberSchema, TeamMemberTargetSchema } from '~/schemas/about-page-form';
import { EditFeaturedItemSchema, FeaturedItemTargetSchema, NewFeaturedItemSchema } from '~/schemas/home-page-form';
import { FeaturedItemSchema } from '~/schemas/site-content';
import type { Services } from '~/.server/boot/services';
import type { Notice } from '../http/flash';
import { refusalResponse } from '../http/refusal-page';
import { notFound } from '../http/request';
import { REFUSALS } from '../http/request-checks';
import { parseSubmission } from '../http/submission';
import { checkContentForm, spendPostedToken, withImageForm, withPlainContentForm } from './content-form';
import {
  addItem,
  deleteItem,
  getItem,
  PAGE_LISTS,
  updateItem,
  type ItemChange,
  type ItemValues,
  type ListName,
} from './items';

type Form = Record<string, unknown>;
const text = (form: Form, name: string) => String(form[name] ?? '');

interface ListForm<L extends ListName> {
  /** 'featured item', 'team member', for the notices. */
  noun: string;
  /** Where every change goes back to. */
  editorPath: string;
  tokenName: string;
  addSchema: GenericSchema<unknown, Form>;
  editSchema: GenericSchema<unknown, Form & { version: number }>;
  targetSchema: GenericSchema<unknown, { id: string; version: number }>;
  valuesOf: (form: Form) => ItemValues<L>;
}

export const LIST_FORMS: { [L in ListName]: ListForm<L> } = {
  featured: {
    noun: 'featured item',
    editorPath: HOME_EDITOR_PATH,
    tokenName: 'new-featured-item',
    addSchema: NewFeaturedItemSchema,
    editSchema: EditFeaturedItemSchema,
    targetSchema: FeaturedItemTargetSchema,
    valuesOf: (form) => ({ title: text(form, 'title'), image: text(form, 'image_ref'), link: text(form, 'link') }),
  },
  team: {
    noun: 'team member',
    editorPath: ABOUT_EDITOR_PATH,
    tokenName: 'new-team-member',
    addSchema: NewTeamMemberSchema,
    editSchema: EditTeamMemberSchema,
    targetSchema: TeamMemberTargetSchema,
    valuesOf: (form) => ({
      name: text(form, 'name'),
      title: text(form, 'title'),
      image: text(form, 'image_ref'),
      bio: text(form, 'bio'),
    }),
  },
};

const ITEM_IMAGE = { image: 1 } as const;

const sentence = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);

export const itemMessages = (noun: string) => ({
  added: `${sentence(noun)} added successfully!`,
  updated: `${sentence(noun)} updated successfully!`,
  deleted: `${sentence(noun)} deleted successfully!`,
  missing: `This ${noun} no longer exists: it was deleted meanwhile.`,
  stale: `This ${noun} changed since you opened it (someone else saved it meanwhile), so your change has not been made. Open it again to see it as it is now.`,
});

export function fullMessage(noun: string, max: number) {
  return `The page holds at most ${max} ${noun}s: delete one to make room for a new one.`;
}

function itemNotice(list: ListName, change: ItemChange, done: 'added' | 'updated' | 'deleted'): Notice {
  const messages = itemMessages(LIST_FORMS[list].noun);
  if (change.ok) return { kind: 'success', title: messages[done] };
  const message = change.reason === 'missing' ? messages.missing : messages.stale;
  return { kind: 'error', title: 'Nothing changed', message };
}

const backToList = (services: Services, list: ListName, notice: Notice) =>
  services.flash.redirect(`${LIST_FORMS[list].editorPath}#items`, notice);

/** What the content schema takes as an id (both lists' ids are alike); null otherwise. */
function idOf(param: string | undefined): string | null {
  const parsed = v.safeParse(FeaturedItemSchema.entries.id, param);
  return parsed.success ? parsed.output : null;
}

/** A post sent twice with the same form token adds it once. */
export function addItemFromRequest<L extends ListName>(
  services: Services,
  context: { bodyTooLarge?: boolean },
  request: Request,
  list: L,
) {
  const forms = LIST_FORMS[list];
  return withImageForm(services, request, ITEM_IMAGE, [], async (form) => {
    const submission = parseSubmission(form.fields, forms.addSchema);
    const checked = checkContentForm(submission, form, context, services, forms.tokenName);
    if (!checked.ok) return checked.response;
    const added = await addItem(services.db, list, forms.valuesOf(checked.value), spendPostedToken(form.fields));
    if (!added.ok) {
      return data(
        { result: submission.reply({ formErrors: [fullMessage(forms.noun, PAGE_LISTS[list].max)] }) },
        { status: 409 },
      );
    }
    return backToList(services, list, itemNotice(list, added, 'added'));
  });
}

/** Throws a 404 when there is none. */
export async function itemFromUrl<L extends ListName>(services: Services, list: L, param: string | undefined) {
  const id = idOf(param);
  const found = id === null ? null : await getItem(services.db, list, id);
  if (!found) throw notFound();
  return found;
}

/** Refused (409, what was typed kept) when the item changed since the page showed it. */
export async function editItemFromRequest<L extends ListName>(
  services: Services,
  context: { bodyTooLarge?: boolean },
  request: Request,
  list: L,
  param: string | undefined,
) {
  const forms = LIST_FORMS[list];
  const { item } = await itemFromUrl(services, list, param);
  return withImageForm(services, request, ITEM_IMAGE, [item.image], async (form) => {
    const submission = parseSubmission(form.fields, forms.editSchema);
    const checked = checkContentForm(submission, form, context, services);
    if (!checked.ok) return checked.response;
    const edited = await updateItem(services.db, list, {
      id: item.id,
      expectedVersion: checked.value.version,
      values: forms.valuesOf(checked.value),
    });
    if (edited.ok || edited.reason === 'missing')
      return backToList(services, list, itemNotice(list, edited, 'updated'));
    const message = itemMessages(forms.noun).stale;
    return data({ result: submission.reply({ formErrors: [message] }), stale: true }, { status: 409 });
  });
}

/** Only if the item is at the version shown. */
export function deleteItemFromRequest(services: Services, request: Request, list: ListName, param: string | undefined) {
  const id = idOf(param);
  return withPlainContentForm(services, request, async (fields) => {
    const target = parseSubmission(fields, LIST_FORMS[list].targetSchema);
    if (id === null || target.status !== 'success' || target.value.id !== id) {
      throw refusalResponse(REFUSALS.badRequest);
    }
    const deleted = await deleteItem(services.db, list, { id, expectedVersion: target.value.version });
    return backToList(services, list, itemNotice(list, deleted, 'deleted'));
  });
}
