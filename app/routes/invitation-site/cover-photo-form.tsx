import { Form } from '@remix-run/react';
import { ConformForm, useConformForm, type LastResult } from '~/components/forms/conform-form';
import { Field, fieldProps, inputClasses } from '~/components/forms/field';
import { SubmitButton } from '~/components/forms/submit-button';
import { Picture } from '~/components/ui/picture';
import type { ImageView } from '~/lib/images';
import { CoverPhotoSchema } from '~/schemas/invitation-site';

/** A photo of the couple above their welcome: chosen here, checked and stored by the image pipeline. */
export function CoverPhotoForm({
  cover,
  version,
  lastResult,
}: {
  cover: ImageView | null;
  version: number;
  lastResult: LastResult;
}) {
  const [form, fields] = useConformForm({ id: 'cover-photo', schema: CoverPhotoSchema, lastResult });
  return (
    <div className="space-y-4">
      {cover ? (
        <Picture
          image={cover}
          alt="Your cover photo"
          sizes="(min-width: 640px) 24rem, 100vw"
          fallbackWidth={640}
          fallbackHeight={400}
          className="aspect-[16/10] w-full max-w-sm rounded-xl object-cover"
        />
      ) : (
        <p className="text-muted">No cover photo yet: your site opens with your invitation.</p>
      )}
      <ConformForm form={form} encType="multipart/form-data" className="space-y-1">
        <input type="hidden" name="intent" value="cover-photo" />
        <input type="hidden" name="version" value={version} />
        <Field
          {...fieldProps(fields.image)}
          label={cover ? 'New cover photo' : 'Cover photo'}
          hint="JPEG, PNG, WebP or AVIF, at most 10 MB. Its location data is removed."
        >
          <input
            id={fields.image.id}
            name={fields.image.name}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            aria-invalid={fields.image.errors?.length ? true : undefined}
            aria-describedby={fields.image.errors?.length ? fields.image.errorId : undefined}
            className={inputClasses}
          />
        </Field>
        <SubmitButton formId={form.id} pendingLabel="Uploading…">
          Save photo
        </SubmitButton>
      </ConformForm>
      {cover ? (
        <Form method="post">
          <input type="hidden" name="intent" value="remove-cover" />
          <input type="hidden" name="version" value={version} />
          <button type="submit" className="text-sm text-rose underline underline-offset-4">
            Remove the cover photo
          </button>
        </Form>
      ) : null}
    </div>
  );
}
