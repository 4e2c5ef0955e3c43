import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { pageFormToken } from '~/.server/forms/form-token';
import { handlePublicForm } from '~/.server/forms/public-form';
import { contactForm } from '~/.server/forms/public-form-specs';
import { ContactForm } from '~/components/forms/contact-form';
import { studioToday } from '~/lib/studio-time';
import { ContactDetails } from './contact-details';
import { FaqList } from './faq-list';
import { pageMeta } from '~/components/storefront/page-meta';
import { PageHero } from '~/components/ui/page-hero';
import { SectionHeading } from '~/components/ui/section-heading';

export const meta = () =>
  pageMeta(
    'Contact',
    'Call or message the Petal & Quill studio in New Delhi about your digital wedding invitations: phone, business hours and answers to common questions.',
  );

export async function loader({ context }: LoaderFunctionArgs) {
  const { config } = context.services;
  return {
    phone: config.CONTACT_PHONE,
    whatsappUrl: config.WHATSAPP_URL,
    formToken: pageFormToken(context, 'contact'),
    today: studioToday(),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { config } = context.services;
  return handlePublicForm(request, context, contactForm(config.CONTACT_TO));
}

export default function Contact() {
  const { phone, whatsappUrl, formToken, today } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const token = actionData?.formToken ?? formToken;
  return (
    <>
      <PageHero
        eyebrow="We would love to hear from you"
        title="Contact Us"
        intro="Planning a wedding, a mehndi or a first birthday? Tell us about it. We answer every message personally, usually within one business day."
      />
      <div className="mx-auto max-w-6xl px-5 py-16 sm:py-20">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
          <ContactDetails phone={phone} whatsappUrl={whatsappUrl} />
          <section
            aria-labelledby="contact-form-heading"
            className="rounded-2xl border border-line bg-white/70 p-6 shadow-sm sm:p-8"
          >
            <SectionHeading id="contact-form-heading" align="left" eyebrow="Write to us" title="Send Us a Message" />
            <div className="mt-8">
              <ContactForm formToken={token} lastResult={actionData?.result} today={today} />
            </div>
          </section>
        </div>

        <section aria-labelledby="faq-heading" className="mx-auto mt-20 max-w-3xl sm:mt-24">
          <SectionHeading id="faq-heading" eyebrow="Good to know" title="Frequently Asked Questions" />
          <div className="mt-10">
            <FaqList />
          </div>
        </section>
      </div>
    </>
  );
}
