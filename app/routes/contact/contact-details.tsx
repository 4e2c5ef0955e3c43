import { ChatIcon, ClockIcon, MailIcon, PhoneIcon, PinIcon } from '~/components/storefront/icons';
import { displayPhone, telHref } from '~/components/ui/phone';

export const BUSINESS_HOURS = [
  { days: 'Mon-Fri', hours: '9am-6pm' },
  { days: 'Sat', hours: '10am-4pm' },
  { days: 'Sun', hours: 'closed' },
] as const;

function Detail({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-blush text-rose">
        {icon}
      </span>
      <div className="min-w-0 pt-0.5">
        <h3 className="font-sans text-xs font-medium uppercase tracking-[0.2em] text-muted">{title}</h3>
        <div className="mt-1.5 text-lg text-ink">{children}</div>
      </div>
    </li>
  );
}

export function ContactDetails({ phone, whatsappUrl }: { phone: string; whatsappUrl: string }) {
  return (
    <section
      aria-labelledby="details-heading"
      className="flex flex-col rounded-2xl border border-line bg-white p-7 shadow-sm sm:p-9"
    >
      <p className="font-script text-3xl text-rose">Say hello</p>
      <h2 id="details-heading" className="mt-1 text-3xl sm:text-4xl">
        Get in Touch
      </h2>
      <span aria-hidden="true" className="mt-4 block h-px w-14 bg-gold" />
      <ul className="mt-8 space-y-7">
        <Detail icon={<PhoneIcon />} title="Phone">
          <a
            href={telHref(phone)}
            className="underline decoration-line underline-offset-4 hover:text-rose hover:decoration-rose"
          >
            {displayPhone(phone)}
          </a>
        </Detail>
        <Detail icon={<ChatIcon className="h-5 w-5" />} title="WhatsApp">
          <a
            href={whatsappUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="underline decoration-line underline-offset-4 hover:text-rose hover:decoration-rose"
          >
            Message us on WhatsApp
          </a>
        </Detail>
        <Detail icon={<PinIcon />} title="Location">
          <p>New Delhi, India</p>
        </Detail>
        <Detail icon={<ClockIcon />} title="Business Hours">
          <ul className="space-y-1">
            {BUSINESS_HOURS.map((row) => (
              <li key={row.days} className="flex gap-3">
                <span className="w-20 shrink-0 text-muted">{row.days}</span> <span>{row.hours}</span>
              </li>
            ))}
          </ul>
        </Detail>
        <Detail icon={<MailIcon />} title="Replies">
          <p>Usually within one business day</p>
        </Detail>
      </ul>
      <div className="mt-auto pt-9">
        <div className="rounded-xl border border-line bg-blush/30 p-5">
          <h3 className="font-display text-xl text-ink">Planning ahead</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted">
            Customization takes <span className="whitespace-nowrap">2-3</span> business days from the day we receive
            your details, or <span className="whitespace-nowrap">5-7</span> for complex designs. In a hurry? Rush
            service is available for an extra fee: call or message us directly.
          </p>
        </div>
      </div>
    </section>
  );
}
