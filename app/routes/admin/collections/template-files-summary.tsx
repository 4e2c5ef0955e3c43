import { Link } from '@remix-run/react';
import type { AdminTemplate } from '~/.server/downloads/template-uploads';

const sourceOf = (template: AdminTemplate, format: 'pdf' | 'jpg') => {
  const file = template.files[format];
  if (!file) return 'missing';
  return file.uploadedAt ? 'uploaded' : 'generated';
};

export function TemplateFilesSummary({ templates, href }: { templates: AdminTemplate[]; href: string }) {
  return (
    <section
      aria-labelledby="template-files-summary"
      className="mt-8 rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="template-files-summary" className="font-display text-2xl text-ink">
          Downloadable templates
        </h2>
        <Link to={href} className="text-sm text-rose underline-offset-4 hover:underline">
          Replace template files
        </Link>
      </div>
      <ul className="mt-4 divide-y divide-line text-sm">
        {templates.map((template) => (
          <li key={template.baseName} className="flex flex-wrap justify-between gap-2 py-2">
            <span className="text-ink">{template.name}</span>
            <span className="text-muted">
              PDF {sourceOf(template, 'pdf')} · JPG {sourceOf(template, 'jpg')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
