import { ButtonLink } from '~/components/ui/button-link';
import { Flourish } from '~/components/ui/ornament';

export function DownloadNotice({
  eyebrow,
  title,
  text,
  action,
  children,
}: {
  eyebrow: string;
  title: string;
  text: string;
  action: { to: string; label: string };
  children?: React.ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-blush/60 via-cream/50 to-paper">
      <div className="mx-auto flex max-w-2xl flex-col items-center px-5 py-20 text-center sm:py-28">
        <p aria-hidden="true" className="font-script text-4xl text-rose">
          {eyebrow}
        </p>
        <h1 className="mt-2 text-4xl sm:text-5xl">{title}</h1>
        <Flourish className="mt-5 w-36 text-gold" />
        <p className="mt-5 text-lg leading-relaxed text-muted">{text}</p>
        {children}
        <div className="mt-9 flex flex-wrap justify-center gap-3">
          <ButtonLink to={action.to}>{action.label}</ButtonLink>
          <ButtonLink to="/contact" variant="outline">
            Contact the studio
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
