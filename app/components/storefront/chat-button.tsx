import { useMatches } from '@remix-run/react';
import { ChatIcon } from './icons';

/**
 * For a page whose form is the work at hand, or that puts the chat link beside its main button: on a phone the
 * floating one would cover it.
 */
export const WITHOUT_FLOATING_CHAT = { floatingChat: false } as const;

export function useFloatingChat(): boolean {
  return !useMatches().some(
    (match) => (match.handle as { floatingChat?: boolean } | undefined)?.floatingChat === false,
  );
}

/** In its own landmark, and it steps aside while a field has focus (app.css), so it never covers typing. */
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
