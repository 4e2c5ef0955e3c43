import * as v from 'valibot';
import { imageFile, imageRequired } from './content-image';
import { contentVersion } from './content-version';
import { formObject, rowVersion } from './fields';
import { keptImage, mayBeEmpty, newItemField } from './page-editor-fields';
import { FeaturedItemSchema, HomeContentSchema } from './site-content';
import { NEW_FEATURED_ITEM_MESSAGE } from './required-messages';

export { NEW_FEATURED_ITEM_MESSAGE };

export const DELETE_FEATURED_ITEM_QUESTION = 'Are you sure you want to delete this featured item?';

const page = HomeContentSchema.entries;

const pageObject = formObject({
  heroHeading: page.heroHeading,
  heroSubheading: mayBeEmpty(page.heroSubheading),
  heroCta: page.heroCta,
  heroImage: imageFile,
  heroImage_ref: keptImage(page.heroImage),
  featuredHeading: page.featuredHeading,
  featuredSubheading: mayBeEmpty(page.featuredSubheading),
  aboutHeading: page.aboutHeading,
  aboutContent: mayBeEmpty(page.aboutContent),
  aboutImage: imageFile,
  aboutImage_ref: keptImage(page.aboutImage),
  aboutCta: page.aboutCta,
  version: contentVersion,
});
type PageValues = v.InferOutput<typeof pageObject>;

export const HomePageFormSchema = v.pipe(
  pageObject,
  imageRequired<PageValues>('Hero image is required', 'heroImage'),
  imageRequired<PageValues>('About image is required', 'aboutImage'),
);

const item = FeaturedItemSchema.entries;

const newItemObject = formObject({
  title: newItemField(NEW_FEATURED_ITEM_MESSAGE, item.title),
  image: imageFile,
  image_ref: keptImage(item.image),
  link: newItemField(NEW_FEATURED_ITEM_MESSAGE, item.link),
});
const editItemObject = formObject({
  title: item.title,
  image: imageFile,
  image_ref: keptImage(item.image),
  link: item.link,
  version: rowVersion,
});

/** Title, image and link required. */
export const NewFeaturedItemSchema = v.pipe(
  newItemObject,
  imageRequired<v.InferOutput<typeof newItemObject>>(NEW_FEATURED_ITEM_MESSAGE),
);

export const EditFeaturedItemSchema = v.pipe(
  editItemObject,
  imageRequired<v.InferOutput<typeof editItemObject>>('Image is required'),
);

export const FeaturedItemTargetSchema = formObject({ id: item.id, version: rowVersion });
