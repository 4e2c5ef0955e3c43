import { getInputProps, getTextareaProps, type FieldMetadata } from '@conform-to/react';
import { Field, fieldProps, inputClasses } from './field';
import { NameField } from './name-email-fields';

type TextField = FieldMetadata<string, Record<string, unknown>, string[]>;

/** Shared by the visitor's review form and the admin's testimonial form. */
export function ReviewFields({
  fields: { name, title, company, image_url: imageUrl, content },
}: {
  fields: Record<'name' | 'title' | 'company' | 'image_url' | 'content', TextField>;
}) {
  return (
    <>
      <div className="grid gap-x-5 sm:grid-cols-2">
        <NameField name={name} />
        <Field {...fieldProps(title)} label="Title" hint="e.g. Bride, Groom, Wedding Planner">
          <input {...getInputProps(title, { type: 'text' })} maxLength={100} className={inputClasses} />
        </Field>
        <Field {...fieldProps(company)} label="Company" optional>
          <input
            {...getInputProps(company, { type: 'text' })}
            maxLength={100}
            autoComplete="organization"
            className={inputClasses}
          />
        </Field>
        <Field {...fieldProps(imageUrl)} label="Image URL" optional hint="A link to a photo, starting with https://">
          <input
            {...getInputProps(imageUrl, { type: 'url' })}
            maxLength={500}
            inputMode="url"
            className={inputClasses}
          />
        </Field>
      </div>
      <Field {...fieldProps(content)} label="Review">
        <textarea {...getTextareaProps(content)} rows={5} maxLength={2000} className={inputClasses} />
      </Field>
    </>
  );
}
