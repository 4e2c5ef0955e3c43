import { Form, useFetcher } from '@remix-run/react';

/**
 * One tap per family: WhatsApp opens with their own message typed in. With JavaScript the tap also
 * marks them sent and the next family comes up; without it, "Sent — next guest" does.
 */
export function WhatsAppNext({ next }: { next: { id: number; name: string; phone: string; whatsApp: string } }) {
  const fetcher = useFetcher();
  return (
    <div className="rounded-2xl border border-line bg-white/80 p-6 shadow-sm" data-testid="next-guest">
      <p className="text-sm uppercase tracking-[0.14em] text-muted">Next</p>
      <p className="mt-1 text-2xl text-ink">{next.name}</p>
      <p className="text-muted">{next.phone}</p>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <a
          href={next.whatsApp}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => fetcher.submit({ intent: 'whatsapp-sent', partyId: String(next.id) }, { method: 'post' })}
          className="rounded-full bg-[#1f7a4d] px-6 py-3 font-medium text-white hover:bg-[#17613c]"
        >
          Send on WhatsApp<span className="sr-only"> to {next.name}</span>
        </a>
        <Form method="post">
          <input type="hidden" name="intent" value="whatsapp-sent" />
          <input type="hidden" name="partyId" value={next.id} />
          <button
            type="submit"
            className="rounded-full border border-ink px-5 py-3 text-sm font-medium text-ink hover:bg-ink hover:text-white"
          >
            Sent — next guest
          </button>
        </Form>
      </div>
    </div>
  );
}
