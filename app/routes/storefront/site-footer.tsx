import { Link } from '@remix-run/react';
import { InstagramIcon, PhoneIcon } from '~/components/storefront/icons';
import { FOOTER_LINKS, STUDIO_NAME } from '~/components/storefront/nav-links';
import { displayPhone, telHref } from '~/components/ui/phone';

export function SiteFooter({ phone, socialUrl, year }: { phone: string; socialUrl: string; year: number }) {
  return (
    <footer className="border-t border-line bg-cream/70">
      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-14 md:grid-cols-[1.4fr_1fr_1fr]">
        <div>
          <p className="font-script text-4xl text-rose">{STUDIO_NAME}</p>
          <p className="mt-3 max-w-sm leading-relaxed text-muted">
            Digital wedding and event invitations, designed by hand in New Delhi and delivered to your inbox.
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className="font-sans text-xs font-medium uppercase tracking-[0.2em] text-muted">Explore</h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2.5 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-rose">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-sans text-xs font-medium uppercase tracking-[0.2em] text-muted">Say hello</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li>
              <a href={telHref(phone)} className="inline-flex items-center gap-2 hover:text-rose">
                <PhoneIcon /> {displayPhone(phone)}
              </a>
            </li>
            <li>
              <a
                href={socialUrl}
                className="inline-flex items-center gap-2 hover:text-rose"
                rel="noopener noreferrer"
                target="_blank"
              >
                <InstagramIcon /> Follow us on Instagram
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-line/80">
        <p className="mx-auto max-w-6xl px-5 py-5 text-xs text-muted">
          © {year} {STUDIO_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
