import { useLoaderData } from '@remix-run/react';
import { config } from '~/.server/runtime';
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

export async function loader() {
  return { phone: config.CONTACT_PHONE, whatsappUrl: config.WHATSAPP_URL };
}

export default function Contact() {
  const { phone, whatsappUrl } = useLoaderData<typeof loader>();
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

        {/* Right column: the contact form goes at the top of this column (next issue), above the FAQ. */}
        <div className="flex flex-col gap-16" data-testid="contact-main">
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
