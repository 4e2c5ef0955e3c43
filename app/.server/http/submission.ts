import { parseWithValibot } from '@conform-to/valibot';
import type { GenericSchema } from 'valibot';

/** Conform's own control fields; they hold JSON that Conform parses without asking. */
const CONFORM_FIELDS = ['__intent__', '__state__'];

/**
 * A form post read with the form's valibot schema, exactly as Conform reads it in the browser
 * (empty fields are missing, the answer can be sent back with `submission.reply()`). Conform
 * throws on a hand-made post with nonsense in its control fields; such a post is read without
 * them, so it gets the form's messages (a 400), never a 500.
 */
export function parseSubmission<S extends GenericSchema>(formData: FormData, schema: S) {
  try {
    return parseWithValibot(formData, { schema });
  } catch {
    const fields = new FormData();
    for (const [name, value] of formData) if (!CONFORM_FIELDS.includes(name)) fields.append(name, value);
    return parseWithValibot(fields, { schema });
  }
}
