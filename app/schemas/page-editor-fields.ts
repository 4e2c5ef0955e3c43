import * as v from 'valibot';

/** Conform sends an empty input as nothing. */
export const mayBeEmpty = <S extends v.GenericSchema<string, string>>(field: S) =>
  v.pipe(
    v.optional(v.string()),
    v.transform((value) => (value ?? '').replace(/\r\n/g, '\n')),
    field,
  );

/** Empty, it says `message`, the one message for the whole form. */
export const newItemField = <S extends v.GenericSchema<string, string>>(message: string, field: S) =>
  v.pipe(
    v.string(message),
    v.check((value) => value.trim() !== '', message),
    field,
  );

export const keptImage = <S extends v.GenericSchema<string, string>>(ref: S) => v.optional(ref);
