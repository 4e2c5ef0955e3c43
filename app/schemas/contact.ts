import * as v from 'valibot';
import { email, formObject, optionalFutureDate, PHONE_TYPED, requiredText } from './fields';

export const ContactSchema = formObject({
  name: requiredText('Name', 100, 'name'),
  email: email(),
  phone: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(30, 'Phone must be at most 30 characters'),
      v.regex(PHONE_TYPED, 'Please enter a phone number using digits, spaces and + ( ) -'),
    ),
  ),
  eventDate: optionalFutureDate('Event date'),
  message: requiredText('Message', 5000, 'lines', { min: 10 }),
});

export type ContactInput = v.InferOutput<typeof ContactSchema>;
