import { data } from '@remix-run/node';
import type { GenericSchema } from 'valibot';
import { ABOUT_EDITOR_PATH, HOME_EDITOR_PATH } from '~/lib/page-editors';
import { AboutPageFormSchema } from '~/schemas/about-page-form';
import { HomePageFormSchema } from '~/schemas/home-page-form';
import { resolveImages } from '../images/views';
import type { Services } from '~/.server/boot/services';
import type { Notice } from '../http/flash';
import { parseSubmission } from '../http/submission';
import { formTokenFor, checkContentForm, withImageForm, type ImageInputs } from './content-form';
import { LIST_FORMS } from './admin-page-items';
import { listItems, type ListName } from './items';
import { getStoredContent, saveContent, type ContentOf } from './pages';

/** The page's own fields; its list is saved item by item (./admin-page-items.ts). */

type Form = Record<string, unknown>;
const text = (form: Form, name: string) => String(form[name] ?? '');

interface PageForm<F> {
  /** 'home page', 'about page', for the messages. */
  name: string;
  path: string;
  savedTitle: string;
  images: ImageInputs;
  schema: GenericSchema<unknown, Form & { version: number }>;
  /** Its kept or new images are in their ref fields. */
  fieldsOf: (form: Form) => F;
  imageRefs: (fields: F) => string[];
}

export type EditablePage = 'home' | 'about';

const PAGE_LIST = { home: 'featured', about: 'team' } as const satisfies Record<EditablePage, ListName>;

const PAGE_FORMS: { [K in EditablePage]: PageForm<ContentOf<K>> } = {
  home: {
    name: 'home page',
    path: HOME_EDITOR_PATH,
    savedTitle: 'Home page content updated successfully!',
    images: { heroImage: 1, aboutImage: 1 },
    schema: HomePageFormSchema,
    fieldsOf: (form) => ({
      heroHeading: text(form, 'heroHeading'),
      heroSubheading: text(form, 'heroSubheading'),
      heroCta: text(form, 'heroCta'),
      heroImage: text(form, 'heroImage_ref'),
      featuredHeading: text(form, 'featuredHeading'),
      featuredSubheading: text(form, 'featuredSubheading'),
      aboutHeading: text(form, 'aboutHeading'),
      aboutContent: text(form, 'aboutContent'),
      aboutImage: text(form, 'aboutImage_ref'),
      aboutCta: text(form, 'aboutCta'),
    }),
    imageRefs: (fields) => [fields.heroImage, fields.aboutImage],
  },
  about: {
    name: 'about page',
    path: ABOUT_EDITOR_PATH,
    savedTitle: 'About page content updated successfully!',
    images: { founderImage: 1 },
    schema: AboutPageFormSchema,
    fieldsOf: (form) => ({
      heading: text(form, 'heading'),
      tagline: text(form, 'tagline'),
      mainContent: text(form, 'mainContent'),
      founderImage: text(form, 'founderImage_ref'),
      founderName: text(form, 'founderName'),
      founderTitle: text(form, 'founderTitle'),
      founderBio: text(form, 'founderBio'),
    }),
    imageRefs: (fields) => [fields.founderImage],
  },
};

/** A refused save's answer: the page's own fields as saved now, and the version saving again carries. */
export interface PageConflict<F> {
  fields: F;
  version: number;
  updatedAt: string;
}

export const stalePageMessage = (page: string) =>
  `This page changed since you opened it (someone else saved the ${page} meanwhile), so your changes have not been saved. They are kept below, and the page as it is saved now is shown under the form: compare the two, then press Save again to replace it with yours.`;

export async function pageEditorData<K extends EditablePage>(services: Services, key: K) {
  const list = PAGE_LIST[key];
  const [{ value, version, updatedAt }, items] = await Promise.all([
    getStoredContent(services.db, key),
    listItems(services.db, list),
  ]);
  const picture = await resolveImages(
    services.db,
    items.map(({ item }) => item.image),
  );
  return {
    fields: value,
    version,
    updatedAt,
    items: items.map(({ item, version: itemVersion }) => ({
      item,
      version: itemVersion,
      picture: picture(item.image),
    })),
    formToken: formTokenFor(services, LIST_FORMS[list].tokenName),
  };
}

/** Refused (409, with the page as it is now) when the page was saved since the form showed it. */
export async function savePageFromRequest<K extends EditablePage>(
  services: Services,
  context: { bodyTooLarge?: boolean },
  request: Request,
  key: K,
) {
  const page = PAGE_FORMS[key];
  const current = await getStoredContent(services.db, key);
  return withImageForm(services, request, page.images, page.imageRefs(current.value), async (form) => {
    const submission = parseSubmission(form.fields, page.schema);
    const checked = checkContentForm(submission, form, context, services);
    if (!checked.ok) return checked.response;
    const saved = await saveContent(services.db, key, page.fieldsOf(checked.value), checked.value.version);
    if (saved.ok) {
      const notice: Notice = saved.changed
        ? { kind: 'success', title: page.savedTitle, message: 'Visitors see it now.' }
        : { kind: 'success', title: page.savedTitle, message: 'It already read exactly like this: nothing changed.' };
      return services.flash.redirect(page.path, notice);
    }
    const { value, version, updatedAt } = saved.current;
    return data(
      {
        result: submission.reply({ formErrors: [stalePageMessage(page.name)] }),
        // Saving again replaces the page as it is now: the editor has been shown it.
        conflict: { fields: value, version, updatedAt } satisfies PageConflict<ContentOf<K>>,
      },
      { status: 409 },
    );
  });
}
