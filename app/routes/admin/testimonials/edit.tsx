import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { editFromForm, testimonialFromUrl } from '~/.server/reviews/admin-testimonials';
import { idParam, readFormData, refuseIfTooLarge } from '~/.server/http/request';
import { requireAdmin } from '~/.server/auth/signed-in';
import { AdminPageHeader } from '~/components/admin/page-header';
import { EditTestimonialForm } from './testimonial-form';

export const meta = () => [{ title: 'Edit testimonial | Admin' }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(context.services, request);
  return { testimonial: await testimonialFromUrl(context.services, params.id) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireAdmin(context.services, request);
  refuseIfTooLarge(context);
  return editFromForm(context.services, idParam(params.id), await readFormData(request));
}

export default function EditTestimonial() {
  const { testimonial } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const stale = Boolean(actionData && 'stale' in actionData);
  const href = `/admin/testimonials/${testimonial.id}/edit`;
  return (
    <div className="max-w-3xl">
      <AdminPageHeader
        title="Edit testimonial"
        intro={`By ${testimonial.name}. Its date and status stay as they are.`}
      />
      <div className="mt-8 rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
        <EditTestimonialForm
          key={testimonial.version}
          values={{
            name: testimonial.name,
            title: testimonial.role,
            company: testimonial.company ?? '',
            image_url: testimonial.imageUrl ?? '',
            content: testimonial.content,
            rating: String(testimonial.rating),
          }}
          version={testimonial.version}
          lastResult={actionData?.result}
          staleHelp={
            stale ? (
              <>
                {' '}
                <a href={href} className="font-medium underline underline-offset-4">
                  Open it again
                </a>
              </>
            ) : null
          }
        />
      </div>
    </div>
  );
}
