import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { addFromForm } from '~/.server/reviews/admin-testimonials';
import { readFormData, refuseIfTooLarge } from '~/.server/http/request';
import { requireAdmin } from '~/.server/auth/signed-in';
import { AdminPageHeader } from '~/components/admin/page-header';
import { NewTestimonialForm } from './testimonial-form';
import { studioToday } from '~/lib/studio-time';

export const meta = () => [{ title: 'Add testimonial | Admin' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(context.services, request);
  return { today: studioToday() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(context.services, request);
  refuseIfTooLarge(context);
  return addFromForm(context.services, await readFormData(request));
}

export default function AddTestimonial() {
  const { today } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="max-w-3xl">
      <AdminPageHeader
        title="Add testimonial"
        intro="A client's words from an e-mail, a call or a card. It is published as soon as you add it."
      />
      <div className="mt-8 rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
        <NewTestimonialForm lastResult={actionData?.result} today={today} />
      </div>
    </div>
  );
}
