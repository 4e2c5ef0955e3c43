import type { Notice } from '~/.server/http/flash';

export function DroppedItemsNotice({ notice }: { notice: Notice }) {
  return (
    <div
      role="alert"
      className="mx-auto mb-10 max-w-3xl rounded-xl border border-red-300 bg-red-50 px-5 py-4 text-red-900"
    >
      <p className="font-medium">{notice.title}</p>
      {notice.message ? <p className="mt-0.5 text-sm">{notice.message}</p> : null}
    </div>
  );
}
