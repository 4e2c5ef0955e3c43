import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { Field, fieldProps, inputClasses } from '~/components/forms/field';
import { thumbnailSrc } from '~/lib/images';
import { FocusPicker, type Crop } from './focus-picker';

type Meta = FieldMetadata<unknown, Record<string, unknown>, string[]>;

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';
const fileClasses = `${inputClasses} file:mr-4 file:rounded-full file:border-0 file:bg-blush file:px-4 file:py-1.5 file:text-sm file:font-medium file:text-rose-dark`;
const thumbClasses = 'h-24 w-20 shrink-0 rounded-lg border border-line bg-cream object-cover';

export const refsOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((ref): ref is string => typeof ref === 'string' && ref !== '');

function Thumbnail({ imageRef, alt }: { imageRef: string; alt: string }) {
  return <img src={thumbnailSrc(imageRef)} alt={alt} width={80} height={96} loading="lazy" className={thumbClasses} />;
}

/** `focus`: the focal point's two fields and the crops the pages make of the picture. */
export function MainImageField({
  file,
  kept,
  label = 'Image',
  focus,
}: {
  file: Meta;
  kept: Meta;
  label?: string;
  focus?: { x: Meta; y: Meta; crops: Crop[] };
}) {
  // After a refused post (with JavaScript) it holds the image the server already stored.
  const current = refsOf(kept.value)[0];
  return (
    <Field
      {...fieldProps(file)}
      label={label}
      hint="JPEG, PNG, WebP or AVIF, at most 10 MB. It is resized for every screen and its location data removed."
    >
      <input type="hidden" name={kept.name} value={current ?? ''} />
      <div className="mt-1.5 flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-4">
        {current ? <Thumbnail imageRef={current} alt="The current image" /> : null}
        <div className="min-w-0 flex-1">
          {current ? <p className="text-sm text-muted">Choose a file to replace it.</p> : null}
          <input {...getInputProps(file, { type: 'file' })} accept={ACCEPT} className={fileClasses} />
        </div>
      </div>
      {focus && current ? <FocusPicker imageRef={current} x={focus.x} y={focus.y} crops={focus.crops} /> : null}
    </Field>
  );
}

export function GalleryField({ files, kept, max }: { files: Meta; kept: Meta; max: number }) {
  // The images the page started with (an unticked one stays, unticked), then any a refused post stored.
  const current = [...new Set([...refsOf(kept.initialValue), ...refsOf(kept.value)])];
  return (
    <Field
      {...fieldProps(files)}
      label="Gallery"
      optional
      hint={`Up to ${max} images, shown as thumbnails under the main image on the collection's page.`}
    >
      {current.length ? (
        <ul className="mt-1.5 flex flex-wrap gap-4" aria-label="Gallery images">
          {current.map((ref, index) => (
            <li key={ref}>
              <label className="flex flex-col items-center gap-1.5 text-sm text-ink">
                <Thumbnail imageRef={ref} alt={`Gallery image ${index + 1}`} />
                <span className="flex items-center gap-1.5">
                  <input type="checkbox" name={kept.name} value={ref} defaultChecked className="accent-rose" />
                  Keep
                  <span className="sr-only"> gallery image {index + 1}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        {...getInputProps(files, { type: 'file' })}
        multiple
        accept={ACCEPT}
        aria-describedby={files.errors?.length ? files.errorId : undefined}
        className={`${fileClasses} mt-3`}
      />
    </Field>
  );
}
