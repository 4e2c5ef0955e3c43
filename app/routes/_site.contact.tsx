import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { issueFormToken } from '~/.server/form-token';
import { handlePublicForm } from '~/.server/http/public-form';
import { contactForm } from '~/.server/http/public-form-specs';
import { ContactForm } from '~/components/forms/contact-form';
import { todayIso } from '~/schemas/fields';
import { ContactDetails } from '~/components/contact/contact-details';
import { FaqList } from '~/components/contact/faq-list';
import { pageMeta } from '~/components/site/page-meta';
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
    formToken: issueFormToken(config.SESSION_SECRETS[0]!, 'contact'),
    today: todayIso(),
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
      <div className="mx-auto grid max-w-6xl gap-12 px-5 py-16 sm:py-20 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        {/* Left column: how to reach the studio. */}
        <div className="lg:sticky lg:top-28 lg:self-start">
          <ContactDetails phone={phone} whatsappUrl={whatsappUrl} />
        </div>

        {/* Right column: the contact form, then the FAQ. */}
        <div className="flex flex-col gap-16" data-testid="contact-main">
          <section
            aria-labelledby="contact-form-heading"
            className="rounded-2xl border border-line bg-white/70 p-6 shadow-sm sm:p-8"
          >
            <SectionHeading id="contact-form-heading" align="left" eyebrow="Write to us" title="Send Us a Message" />
            <div className="mt-8">
              <ContactForm formToken={token} lastResult={actionData?.result} today={today} />
            </div>
          </section>
          <section aria-labelledby="faq-heading">
            <SectionHeading id="faq-heading" align="left" eyebrow="Good to know" title="Frequently Asked Questions" />
            <div className="mt-8">
              <FaqList />
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
