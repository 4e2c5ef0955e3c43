import * as v from 'valibot';
import { email, formObject } from './fields';

export const CODE_LENGTH = 6;

/** Spec: the verify failure, for a wrong, used or unknown code or link. */
export const INVALID_CODE_MESSAGE = 'Invalid OTP. Please try again.';

export const CODE_FORMAT_MESSAGE = `Please enter the ${CODE_LENGTH}-digit code from the e-mail`;

/** Step 1 on /login: where the code goes. */
export const SendCodeSchema = formObject({ email: email('Email') });

/**
 * Step 2 on /login: the code as typed. Spaces between the digits are dropped; anything but six
 * digits is answered beside the field, before the code is checked.
 */
export const VerifyCodeSchema = formObject({
  code: v.pipe(
    v.string(CODE_FORMAT_MESSAGE),
    v.maxLength(20, CODE_FORMAT_MESSAGE),
    v.transform((code) => code.replace(/\s+/g, '')),
    v.regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), CODE_FORMAT_MESSAGE),
  ),
});

/**
 * The e-mail's link, posted by 'Sign in' on /login/link: its token (base64url). A token that
 * cannot be one is answered like an unknown one.
 */
export const SignInLinkSchema = formObject({
  token: v.pipe(v.string(INVALID_CODE_MESSAGE), v.regex(/^[\w-]{1,100}$/, INVALID_CODE_MESSAGE)),
});
