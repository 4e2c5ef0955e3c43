import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react';
import { deleteFromForm, testimonialFromUrl } from '~/.server/http/admin-testimonials';
import { idParam, readFormData, refuseIfTooLarge } from '~/.server/http/request';
import { requireAdmin } from '~/.server/http/session';
import { smallButtonClasses } from '~/components/admin/post-button';

export const meta = () => [{ title: 'Delete testimonial | Admin' }];

/** The question, as a page: what "Delete" opens without JavaScript (with it, a dialog asks). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(context.services, request);
  return { testimonial: await testimonialFromUrl(context.services, params.id) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireAdmin(context.services, request);
  refuseIfTooLarge(context);
  return deleteFromForm(context.services, idParam(params.id), await readFormData(request));
}

export default function DeleteTestimonial() {
  const { testimonial } = useLoaderData<typeof loader>();
  const deleting = useNavigation().state !== 'idle';
  return (
    <div className="max-w-xl">
      <section
        aria-labelledby="delete-question"
        className="mt-6 rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8"
      >
        <h1 id="delete-question" className="text-3xl">
          Are you sure you want to delete this testimonial?
        </h1>
        <blockquote className="mt-4 border-l-2 border-gold pl-4 text-muted">
          <p className="line-clamp-4 whitespace-pre-line">{testimonial.content}</p>
          <footer className="mt-2 text-sm text-ink">
            {testimonial.name} · {testimonial.role}
          </footer>
        </blockquote>
        <p className="mt-4 text-sm text-muted">This cannot be undone.</p>
        <Form method="post" className="mt-6 flex flex-wrap items-center gap-3">
          <input type="hidden" name="id" value={testimonial.id} />
          <input type="hidden" name="version" value={testimonial.version} />
          <button type="submit" disabled={deleting} className={smallButtonClasses('primary')}>
            {deleting ? 'Deleting…' : 'Delete'}
          </button>
          <Link to="/admin/testimonials" className={smallButtonClasses('plain')}>
            Cancel
          </Link>
        </Form>
      </section>
    </div>
  );
}
