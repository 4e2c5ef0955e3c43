import type { ContactMessage } from '~/.server/contact/messages';
import { PostButton } from '~/components/admin/post-button';

export function HandledButton({
  message,
  fields,
}: {
  message: Pick<ContactMessage, 'name' | 'handledAt'>;
  fields: Record<string, string | number>;
}) {
  return message.handledAt ? (
    <PostButton
      intent="unhandled"
      fields={fields}
      label="Mark as not handled"
      accessibleLabel={`Mark as not handled: ${message.name}`}
      variant="quiet"
    />
  ) : (
    <PostButton
      intent="handled"
      fields={fields}
      label="Mark as handled"
      accessibleLabel={`Mark as handled: ${message.name}`}
    />
  );
}
