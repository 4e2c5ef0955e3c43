import type { ReactNode } from 'react';
import { AdminPageHeader } from '~/components/admin/page-header';

export function ItemFormScreen({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="max-w-3xl">
      <AdminPageHeader title={title} intro={intro} />
      <div className="mt-8 rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">{children}</div>
    </div>
  );
}
