import { data } from '@remix-run/node';
import type { GenericSchema } from 'valibot';
import * as v from 'valibot';
import {
  addItem,
  deleteItem,
  editItem,
  fingerprintOf,
  getItem,
  getPageForEditor,
  PAGE_LISTS,
  pageFieldsOf,
  savePageFields,
  type ItemChange,
  type ItemOf,
  type ItemValues,
  type ListPage,
  type PageFields,
} from './items';
import { resolveImages } from '../images/views';
import type { Services } from '../platform/services';
import {
  formTokenFor,
  refusedContentForm,
  spendPostedToken,
  withImageForm,
  withPlainContentForm,
  type ImageInputs,
} from './content-form';
import type { Notice } from '../http/flash';
import { refusalResponse } from '../http/refusal-page';
import { notFound } from '../http/request';
import { REFUSALS } from '../http/request-checks';
import { parseSubmission } from '../http/submission';

/**
 * The home and about page editors (/admin/home, /admin/about), from posted form to answer: Save of
 * the page's own fields, and add / edit / delete of one item of its list (featured items, team
 * members), each on the page as it is now (app/.server/content/items.ts). Every success redirects
 * to the editor with the spec's notice; every refusal answers the form again with what was typed.
 * ./admin-home.ts and ./admin-about.ts say what differs between the two pages.
 */

type Form = Record<string, unknown>;

export interface PageEditor<K extends ListPage> {
  key: K;
  /** 'home page', 'about page': the messages say it. */
  name: string;
  /** The editor's address; the items' pages are under `itemsPath`. */
  path: string;
  itemsPath: string;
  savedTitle: string;
  pageImages: ImageInputs;
  pageSchema: GenericSchema<unknown, Form>;
  /** The page's own fields out of the page form's values (its kept or new images in their ref fields). */
  pageFields: (form: Form) => PageFields<K>;
  /** The image refs the page's own fields hold. */
  pageImageRefs: (fields: PageFields<K>) => string[];
  item: {
    /** 'featured item', 'team member': the notices say it. */
    noun: string;
    tokenName: string;
    addSchema: GenericSchema<unknown, Form>;
    editSchema: GenericSchema<unknown, Form>;
    targetSchema: GenericSchema<unknown, { id: string; fingerprint: string }>;
    values: (form: Form) => ItemValues<K>;
    /** The item's id as an address has it (`params.id`); null when it cannot be one. */
    idOf: (param: string | undefined) => string | null;
  };
}

const ITEM_IMAGE = { image: 1 } as const;

/** A refused save's answer beside the form's: the page's own fields as saved now, and what saving again carries. */
export interface PageConflict<K extends ListPage> {
  fields: PageFields<K>;
  fingerprint: string;
  version: number;
  updatedAt: string;
}

export const stalePageMessage = (page: string) =>
  `This page changed since you opened it (someone else saved the ${page} meanwhile), so your changes have not been saved. They are kept below, and the page as it is saved now is shown under the form: compare the two, then press Save again to replace it with yours.`;

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

/** The editor's page: the page's fields, its items with their pictures, and the add form's token. */
export async function pageEditorData<K extends ListPage>(services: Services, editor: PageEditor<K>) {
  const page = await getPageForEditor(services.db, editor.key);
  const picture = await resolveImages(
    services.db,
    page.items.map(({ item }) => item.image),
  );
  return {
    ...page,
    items: page.items.map(({ item, fingerprint }) => ({ item, fingerprint, picture: picture(item.image) })),
    formToken: formTokenFor(services, editor.item.tokenName),
  };
}

/** Save of the page's own fields: refused (409, with the page as it is now) when they changed since the form showed them. */
export async function savePageFromRequest<K extends ListPage>(
  services: Services,
  context: { bodyTooLarge?: boolean },
  request: Request,
  editor: PageEditor<K>,
) {
  const { fields: current } = await getPageForEditor(services.db, editor.key);
  return withImageForm(services, request, editor.pageImages, editor.pageImageRefs(current), async (form) => {
    const submission = parseSubmission(form.fields, editor.pageSchema);
    const refused = refusedContentForm(submission, form, context, services);
    if (refused || submission.status !== 'success') return refused!;
    const posted = submission.value as Form & { fingerprint: string };
    const saved = await savePageFields(services.db, editor.key, {
      fields: editor.pageFields(posted),
      fingerprint: posted.fingerprint,
    });
    if (saved.ok) {
      const notice: Notice = saved.changed
        ? { kind: 'success', title: editor.savedTitle, message: 'Visitors see it now.' }
        : { kind: 'success', title: editor.savedTitle, message: 'It already read exactly like this: nothing changed.' };
      return services.flash.redirect(editor.path, notice);
    }
    const { value, version, updatedAt } = saved.current;
    const fields = pageFieldsOf(editor.key, value);
    return data(
      {
        result: submission.reply({ formErrors: [stalePageMessage(editor.name)] }),
        // Saving again replaces the page as it is now: the editor has been shown it.
        conflict: { fields, fingerprint: fingerprintOf(fields), version, updatedAt } satisfies PageConflict<K>,
      },
      { status: 409 },
    );
  });
}

function itemNotice<K extends ListPage>(
  editor: PageEditor<K>,
  change: ItemChange,
  done: 'added' | 'updated' | 'deleted',
) {
  const messages = itemMessages(editor.item.noun);
  if (change.ok) return { kind: 'success', title: messages[done] } satisfies Notice;
  const message = change.reason === 'missing' ? messages.missing : messages.stale;
  return { kind: 'error', title: 'Nothing changed', message } satisfies Notice;
}

/** "Add": the item at the end of the list; a post sent twice with the same form token adds it once. */
export function addItemFromRequest<K extends ListPage>(
  services: Services,
  context: { bodyTooLarge?: boolean },
  request: Request,
  editor: PageEditor<K>,
) {
  return withImageForm(services, request, ITEM_IMAGE, [], async (form) => {
    const submission = parseSubmission(form.fields, editor.item.addSchema);
    const refused = refusedContentForm(submission, form, context, services, editor.item.tokenName);
    if (refused || submission.status !== 'success') return refused!;
    const added = await addItem(
      services.db,
      editor.key,
      editor.item.values(submission.value as Form),
      spendPostedToken(form.fields),
    );
    if (!added.ok) {
      return data(
        { result: submission.reply({ formErrors: [fullMessage(editor.item.noun, PAGE_LISTS[editor.key].max)] }) },
        { status: 409 },
      );
    }
    return services.flash.redirect(`${editor.path}#items`, itemNotice(editor, added, 'added'));
  });
}

/** The item an edit or delete page names; a 404 (thrown) when there is none. */
export async function itemFromUrl<K extends ListPage>(services: Services, editor: PageEditor<K>, param?: string) {
  const id = editor.item.idOf(param);
  const found = id === null ? null : await getItem(services.db, editor.key, id);
  if (!found) throw notFound();
  return found as { item: ItemOf<K>; fingerprint: string };
}

/** An item's edit page, saved: refused (409) when the item changed since the page showed it. */
export async function editItemFromRequest<K extends ListPage>(
  services: Services,
  context: { bodyTooLarge?: boolean },
  request: Request,
  editor: PageEditor<K>,
  param: string | undefined,
) {
  const { item } = await itemFromUrl(services, editor, param);
  return withImageForm(services, request, ITEM_IMAGE, [item.image], async (form) => {
    const submission = parseSubmission(form.fields, editor.item.editSchema);
    const refused = refusedContentForm(submission, form, context, services);
    if (refused || submission.status !== 'success') return refused!;
    const posted = submission.value as Form & { fingerprint: string };
    const edited = await editItem(services.db, editor.key, {
      id: item.id,
      fingerprint: posted.fingerprint,
      values: editor.item.values(posted),
    });
    if (edited.ok || edited.reason === 'missing') {
      return services.flash.redirect(`${editor.path}#items`, itemNotice(editor, edited, 'updated'));
    }
    const message = itemMessages(editor.item.noun).stale;
    return data({ result: submission.reply({ formErrors: [message] }), stale: true }, { status: 409 });
  });
}

/** The delete button (the confirmation page's, or the dialog's): deletes the item if it is as shown. */
export function deleteItemFromRequest<K extends ListPage>(
  services: Services,
  request: Request,
  editor: PageEditor<K>,
  param: string | undefined,
) {
  const id = editor.item.idOf(param);
  return withPlainContentForm(services, request, async (fields) => {
    const target = parseSubmission(fields, editor.item.targetSchema);
    if (id === null || target.status !== 'success' || target.value.id !== id) {
      throw refusalResponse(REFUSALS.badRequest);
    }
    const deleted = await deleteItem(services.db, editor.key, target.value);
    return services.flash.redirect(`${editor.path}#items`, itemNotice(editor, deleted, 'deleted'));
  });
}

/** An item id from an address: what the content schema takes as one. */
export const itemIdOf = (schema: GenericSchema<unknown, string>) => (param: string | undefined) => {
  const parsed = v.safeParse(schema, param);
  return parsed.success ? parsed.output : null;
};
