import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { Field, inputClasses } from './field';

type TextField = FieldMetadata<string, Record<string, unknown>, string[]>;

/** Name and e-mail, as every form that writes back to a person asks for them. */
export function NameEmailFields({ name, email }: { name: TextField; email: TextField }) {
  return (
    <>
      <Field id={name.id} label="Name" errors={name.errors} errorId={name.errorId}>
        <input
          {...getInputProps(name, { type: 'text' })}
          maxLength={100}
          autoComplete="name"
          className={inputClasses}
        />
      </Field>
      <Field id={email.id} label="Email" errors={email.errors} errorId={email.errorId}>
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
