import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { deleteFromForm, testimonialFromUrl } from '~/.server/reviews/admin-testimonials';
import { idParam, readFormData, refuseIfTooLarge } from '~/.server/http/request';
import { requireAdmin } from '~/.server/auth/signed-in';
import { DeleteQuestion } from '~/components/admin/delete-question';

export const meta = () => [{ title: 'Delete testimonial | Admin' }];

/** What "Delete" opens without JavaScript (with it, a dialog asks). */
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
  return (
    <DeleteQuestion
      question="Are you sure you want to delete this testimonial?"
      detail="This cannot be undone."
      fields={testimonial}
      cancelTo="/admin/testimonials"
    >
      <blockquote className="mt-4 border-l-2 border-gold pl-4 text-muted">
        <p className="line-clamp-4 whitespace-pre-line">{testimonial.content}</p>
        <footer className="mt-2 text-sm text-ink">
          {testimonial.name} · {testimonial.role}
        </footer>
      </blockquote>
    </DeleteQuestion>
  );
}
