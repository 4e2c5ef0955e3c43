import { Link, type LinkProps } from '@remix-run/react';

const variants = {
  primary: 'bg-rose text-white shadow-sm hover:bg-rose-dark',
  outline: 'border border-ink/70 text-ink hover:bg-ink hover:text-paper',
  light: 'bg-paper text-ink shadow-sm hover:bg-white',
  ghost: 'text-rose underline-offset-4 hover:underline',
} as const;

export type ButtonVariant = keyof typeof variants;

export function buttonClasses(variant: ButtonVariant = 'primary', extra = '') {
  return `inline-flex items-center justify-center gap-2 rounded-full px-7 py-3 text-sm font-medium uppercase tracking-[0.14em] transition-colors ${variants[variant]} ${extra}`;
}

/** Navigation stays a real link, so it works without JavaScript. */
export function ButtonLink({ variant = 'primary', className = '', ...props }: LinkProps & { variant?: ButtonVariant }) {
  return <Link {...props} className={buttonClasses(variant, className)} />;
}
