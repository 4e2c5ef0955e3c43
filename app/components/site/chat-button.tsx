import { ChatIcon } from './icons';

/**
 * The floating chat link (WhatsApp) on every public page. It sits in its own small landmark so
 * that everything on the page belongs to one.
 */
export function ChatButton({ href }: { href: string }) {
  return (
    <aside aria-label="Chat">
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
