import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { requireAdmin } from '~/.server/http/session';
import { ADMIN_LINKS } from '~/components/admin/admin-nav';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(context.services, request);
  return { name: admin.name };
}

export default function AdminDashboard() {
  const { name } = useLoaderData<typeof loader>();
  return (
    <div className="max-w-4xl">
      <p className="font-script text-3xl text-rose">Welcome back</p>
      <h1 className="text-4xl">Hello, {name}</h1>
      <p className="mt-3 text-muted">Everything you edit here appears on the site straight away.</p>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2">
        {ADMIN_LINKS.slice(1).map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="block rounded-xl border border-line bg-white p-5 shadow-sm hover:border-rose">
              <span className="font-display text-xl text-ink">{link.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
