import { Link, useSearchParams } from '@remix-run/react';
import { ARTWORK_HEIGHT, ARTWORK_WIDTH } from '~/components/storefront/collection-card';
import { Picture } from '~/components/ui/picture';
import type { ImageView } from '~/lib/images';
import { IMAGE_PARAM, searchWith, selectedImage } from './search-params';

export const GALLERY_IMAGE_SIZES = '(min-width: 1152px) 560px, (min-width: 1024px) 48vw, 92vw';

export interface GalleryImage {
  ref: string;
  picture: ImageView | null;
}

export function CollectionGallery({ title, images }: { title: string; images: GalleryImage[] }) {
  const [searchParams] = useSearchParams();
  const selected = selectedImage(searchParams, images.length);
  const count = images.length;
  return (
    <div className="lg:sticky lg:top-24">
      <Picture
        key={images[selected - 1]?.ref}
        image={images[selected - 1]?.picture}
        alt={`${title}, design ${selected} of ${count}`}
        sizes={GALLERY_IMAGE_SIZES}
        fallbackWidth={ARTWORK_WIDTH}
        fallbackHeight={ARTWORK_HEIGHT}
        loading="high"
        data-testid="gallery-main"
        className="aspect-square w-full rounded-2xl bg-cream object-cover sm:aspect-[4/5] shadow-[0_2px_4px_rgba(46,42,39,0.05),0_28px_56px_-28px_rgba(46,42,39,0.45)] ring-1 ring-black/5"
      />
      {count > 1 ? (
        <ul className="mt-3 grid grid-cols-5 gap-2.5 sm:mt-4 sm:grid-cols-3 sm:gap-4" aria-label={`${title} gallery`}>
          {images.map((image, index) => {
            const number = index + 1;
            const current = number === selected;
            return (
              <li key={`${index}-${image.ref}`}>
                <Link
                  to={searchWith(searchParams, IMAGE_PARAM, String(number))}
                  replace
                  preventScrollReset
                  aria-current={current ? 'true' : undefined}
                  aria-label={`Show image ${number} of ${count}`}
                  data-testid="gallery-thumb"
                  className={`block overflow-hidden rounded-xl border-2 bg-cream transition ${
                    current
                      ? 'border-rose shadow-md'
                      : 'border-transparent opacity-80 hover:border-blush-deep hover:opacity-100'
                  }`}
                >
                  <Picture
                    image={image.picture}
                    alt=""
                    sizes="(min-width: 1024px) 180px, (min-width: 640px) 30vw, 18vw"
                    fallbackWidth={ARTWORK_WIDTH / 5}
                    fallbackHeight={ARTWORK_HEIGHT / 5}
                    className="aspect-[4/5] w-full object-cover"
                  />
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
