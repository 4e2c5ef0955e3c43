import { Link } from '@remix-run/react';

export function PreviewBanner({ collectionId }: { collectionId: number }) {
  return (
    <div role="status" data-testid="preview-banner" className="border-b border-amber-300 bg-amber-50">
      <p className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-5 py-3 text-sm text-amber-950">
        <span>
          <strong className="font-medium">Preview — not in the shop.</strong> Only admins see this page; visitors get
          &lsquo;Collection Not Found&rsquo; and it cannot be bought until you publish it.
        </span>
        <Link
          to={`/admin/collections/${collectionId}/edit`}
          className="font-medium underline underline-offset-4 hover:text-rose"
        >
          Edit collection
        </Link>
      </p>
    </div>
  );
}
