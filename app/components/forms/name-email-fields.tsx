import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { Field, fieldProps, inputClasses } from './field';

type TextField = FieldMetadata<string, Record<string, unknown>, string[]>;

export function NameField({ name }: { name: TextField }) {
  return (
    <Field {...fieldProps(name)} label="Name">
      <input {...getInputProps(name, { type: 'text' })} maxLength={100} autoComplete="name" className={inputClasses} />
    </Field>
  );
}

export function NameEmailFields({ name, email }: { name: TextField; email: TextField }) {
  return (
    <>
      <NameField name={name} />
      <Field {...fieldProps(email)} label="Email">
        <input
          {...getInputProps(email, { type: 'email' })}
          maxLength={254}
          autoComplete="email"
          className={inputClasses}
        />
      </Field>
    </>
  );
}
