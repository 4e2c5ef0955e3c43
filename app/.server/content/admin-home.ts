import {
  EditFeaturedItemSchema,
  FeaturedItemTargetSchema,
  HomePageFormSchema,
  NewFeaturedItemSchema,
} from '~/schemas/home-page-form';
import { FEATURED_ITEMS_PATH, HOME_EDITOR_PATH } from '~/lib/page-editors';
import { FeaturedItemSchema } from '~/schemas/site-content';
import type { PageEditor } from './admin-page-editor';
import { itemIdOf } from './admin-page-editor';

type Form = Record<string, unknown>;
const text = (form: Form, name: string) => String(form[name] ?? '');

/** /admin/home: the home page's own fields and its featured items (./admin-page-editor.ts does the work). */
export const HOME_EDITOR: PageEditor<'home'> = {
  key: 'home',
  name: 'home page',
  path: HOME_EDITOR_PATH,
  itemsPath: FEATURED_ITEMS_PATH,
  savedTitle: 'Home page content updated successfully!',
  pageImages: { heroImage: 1, aboutImage: 1 },
  pageSchema: HomePageFormSchema,
  pageFields: (form) => ({
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
  pageImageRefs: (fields) => [fields.heroImage, fields.aboutImage],
  item: {
    noun: 'featured item',
    tokenName: 'new-featured-item',
    addSchema: NewFeaturedItemSchema,
    editSchema: EditFeaturedItemSchema,
    targetSchema: FeaturedItemTargetSchema,
    values: (form) => ({ title: text(form, 'title'), image: text(form, 'image_ref'), link: text(form, 'link') }),
    idOf: itemIdOf(FeaturedItemSchema.entries.id),
  },
};
