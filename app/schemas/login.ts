import * as v from 'valibot';
import { email, formObject } from './fields';

export const CODE_LENGTH = 6;

/** The wording is fixed: one answer for a wrong, used or unknown code or link. */
export const INVALID_CODE_MESSAGE = 'Invalid OTP. Please try again.';

export const CODE_FORMAT_MESSAGE = `Please enter the ${CODE_LENGTH}-digit code from the e-mail`;

export const SendCodeSchema = formObject({ email: email('Email') });

/** Spaces between the digits are dropped. */
export const VerifyCodeSchema = formObject({
  code: v.pipe(
    v.string(CODE_FORMAT_MESSAGE),
    v.maxLength(20, CODE_FORMAT_MESSAGE),
    v.transform((code) => code.replace(/\s+/g, '')),
    v.regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), CODE_FORMAT_MESSAGE),
  ),
});

/** A token that cannot be one is answered like an unknown one. */
export const SignInLinkSchema = formObject({
  token: v.pipe(v.string(INVALID_CODE_MESSAGE), v.regex(/^[\w-]{1,100}$/, INVALID_CODE_MESSAGE)),
});
