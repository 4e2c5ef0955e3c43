import { useMatches } from '@remix-run/react';
import { ChatIcon } from './icons';

/**
 * A route's handle that keeps the floating chat button off its page: a page whose own form is the
 * work at hand (checkout, payment, a proof), or one that sets the chat link beside its primary
 * button (a collection's Add to Cart). On a phone the floating button would cover the right end of
 * that button or field.
 */
export const WITHOUT_FLOATING_CHAT = { floatingChat: false } as const;

/** Whether the page shows the floating chat button (no route of it said otherwise). */
export function useFloatingChat(): boolean {
  return !useMatches().some(
    (match) => (match.handle as { floatingChat?: boolean } | undefined)?.floatingChat === false,
  );
}

/**
 * The floating chat link (WhatsApp) on the public pages. It sits in its own small landmark so that
 * everything on the page belongs to one, and steps aside while a field has the focus (app.css), so
 * it never covers what is being typed.
 */
export function ChatButton({ href }: { href: string }) {
  return (
    <aside aria-label="Chat" data-floating-chat="">
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp"
        data-testid="chat-button"
        className="fixed bottom-5 right-5 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-[#1f7a4d] text-white shadow-lg ring-4 ring-white/70 transition-transform hover:scale-105 motion-reduce:hover:scale-100"
      >
        <ChatIcon />
      </a>
    </aside>
  );
}

/** The chat link in the flow of a page, beside its primary button (same target as the floating one). */
export function InlineChatLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Ask us on WhatsApp"
      title="Ask us on WhatsApp"
      data-testid="inline-chat-link"
      className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-[#1f7a4d] text-white shadow-sm transition-transform hover:scale-105 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink motion-reduce:hover:scale-100"
    >
      <ChatIcon />
    </a>
  );
}
