import { ButtonLink } from '~/components/ui/button-link';

export function CollectionNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-5 py-24 text-center sm:py-32">
      <p aria-hidden="true" className="font-script text-4xl text-rose">
        Oh dear
      </p>
      <h1 className="mt-2 text-4xl sm:text-5xl">Collection Not Found</h1>
      <span aria-hidden="true" className="mt-5 block h-px w-16 bg-gold" />
      <p className="mt-5 text-lg leading-relaxed text-muted">
        {"The collection you're looking for doesn't exist or has been removed."}
      </p>
      <ButtonLink to="/collections" className="mt-10">
        Browse All Collections
      </ButtonLink>
    </section>
  );
}
