import { Form, useNavigation } from '@remix-run/react';

const variants = {
  primary: 'bg-rose text-white hover:bg-rose-dark',
  plain: 'border border-line bg-white text-ink hover:border-rose hover:text-rose',
  quiet: 'text-muted underline-offset-4 hover:text-rose hover:underline',
} as const;

export const smallButtonClasses = (variant: keyof typeof variants = 'plain') =>
  `inline-flex items-center rounded-full px-4 py-1.5 text-sm font-medium transition-colors disabled:cursor-wait disabled:opacity-60 ${variants[variant]}`;

/** A tiny form of its own, so it works without JavaScript. */
export function PostButton({
  action,
  intent,
  fields,
  label,
  accessibleLabel,
  variant = 'plain',
}: {
  action?: string;
  intent: string;
  fields: Record<string, string | number>;
  label: string;
  accessibleLabel?: string;
  variant?: keyof typeof variants;
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === intent &&
    Object.entries(fields).every(([name, value]) => navigation.formData?.get(name) === String(value));
  return (
    <Form method="post" action={action} preventScrollReset className="inline">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        name="intent"
        value={intent}
        disabled={pending}
        aria-label={pending ? undefined : accessibleLabel}
        className={smallButtonClasses(variant)}
      >
        {pending ? 'Saving…' : label}
      </button>
    </Form>
  );
}
