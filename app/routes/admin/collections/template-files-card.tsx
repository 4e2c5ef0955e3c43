import { Form, useNavigation } from '@remix-run/react';
import type { AdminTemplate, AdminTemplateFile } from '~/.server/downloads/template-uploads';
import type { TemplateFormAnswer } from '~/.server/downloads/admin-template-files';
import { SubmitButton } from '~/components/forms/submit-button';
import { inputClasses } from '~/components/forms/field';
import { formatFileSize } from '~/components/downloads/file-size';
import { formatStudioDay } from '~/lib/studio-time';
import { smallButtonClasses } from '~/components/admin/post-button';

const FORMATS = [
  { format: 'pdf', label: 'PDF', accept: 'application/pdf,.pdf' },
  { format: 'jpg', label: 'JPG', accept: 'image/jpeg,.jpg,.jpeg' },
] as const;

const fileInputClasses = `${inputClasses} !py-2 text-sm file:mr-3 file:rounded-full file:border-0 file:bg-blush file:px-3 file:py-1 file:text-sm file:font-medium file:text-rose-dark`;

function SourceBadge({ file }: { file: AdminTemplateFile }) {
  return file.uploadedAt ? (
    <span className="whitespace-nowrap rounded-full bg-blush px-2.5 py-0.5 text-xs font-medium text-rose-dark">
      Uploaded {formatStudioDay(file.uploadedAt)}
    </span>
  ) : (
    <span className="whitespace-nowrap rounded-full bg-paper px-2.5 py-0.5 text-xs font-medium text-muted">
      Generated
    </span>
  );
}

function CurrentFiles({ template, downloadHref }: { template: AdminTemplate; downloadHref: (id: number) => string }) {
  return (
    <ul className="divide-y divide-line rounded-lg border border-line" aria-label={`${template.name}: current files`}>
      {FORMATS.map(({ format, label }) => {
        const file = template.files[format];
        return (
          <li key={format} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm">
            <span className="w-10 shrink-0 font-medium text-ink">{label}</span>
            {file ? (
              <>
                <span className="min-w-0 flex-1 break-all text-ink sm:truncate">
                  {file.fileName}
                  <span className="whitespace-nowrap text-muted"> · {formatFileSize(file.byteSize)}</span>
                </span>
                <span className="flex w-full items-center justify-between gap-4 pl-14 sm:w-auto sm:justify-start sm:pl-0">
                  <SourceBadge file={file} />
                  <a
                    href={downloadHref(file.id)}
                    className="text-rose underline-offset-4 hover:underline"
                    aria-label={`Download the current ${template.name} ${label}`}
                  >
                    Download
                  </a>
                </span>
              </>
            ) : (
              <span className="text-muted">Not made yet</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** What buyers download, as a picture: the JPG's thumbnail (new with every upload: the version is in its address). */
function TemplatePicture({
  template,
  downloadHref,
}: {
  template: AdminTemplate;
  downloadHref: (id: number) => string;
}) {
  const jpg = template.files.jpg;
  return (
    <div className="flex aspect-[3/4] w-28 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-line bg-cream/40">
      {jpg ? (
        <img
          src={`${downloadHref(jpg.id)}?thumb&v=${jpg.version}`}
          alt={`${template.name} as buyers download it`}
          loading="lazy"
          decoding="async"
          data-testid="template-thumb"
          className="h-full w-full object-contain"
        />
      ) : (
        <span className="px-2 text-center text-xs text-muted">No picture yet</span>
      )}
    </div>
  );
}

export function TemplateFilesCard({
  template,
  answer,
  downloadHref,
  maxFileSize,
}: {
  template: AdminTemplate;
  maxFileSize: string;
  answer: TemplateFormAnswer | null;
  downloadHref: (id: number) => string;
}) {
  const navigation = useNavigation();
  const formId = `template-${template.baseName}`;
  const errors = answer?.template === template.baseName ? answer.errors : {};
  const versions = {
    pdf_version: String(template.files.pdf?.version ?? 1),
    jpg_version: String(template.files.jpg?.version ?? 1),
  };
  const anyUploaded = FORMATS.some(({ format }) => template.files[format]?.uploadedAt);
  const restoring =
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === 'restore' &&
    navigation.formData?.get('template') === template.baseName;
  const formErrorId = `${formId}-error`;
  return (
    <section
      aria-labelledby={`${formId}-title`}
      data-testid="template-card"
      className="rounded-xl border border-line bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${formId}-title`} className="font-display text-2xl text-ink">
          {template.name}
        </h2>
        {anyUploaded ? (
          <Form method="post">
            <input type="hidden" name="intent" value="restore" />
            <input type="hidden" name="template" value={template.baseName} />
            {Object.entries(versions).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <button
              type="submit"
              disabled={restoring}
              className={smallButtonClasses('quiet')}
              aria-label={`Restore the generated files of ${template.name}`}
            >
              {restoring ? 'Restoring…' : 'Restore the generated files'}
            </button>
          </Form>
        ) : null}
      </div>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row">
        <TemplatePicture template={template} downloadHref={downloadHref} />
        <div className="min-w-0 flex-1">
          <CurrentFiles template={template} downloadHref={downloadHref} />
        </div>
      </div>
      <Form
        method="post"
        encType="multipart/form-data"
        className="mt-5 space-y-4"
        aria-label={`Replace the files of ${template.name}`}
        aria-describedby={errors.form ? formErrorId : undefined}
      >
        {/* Text first: a file cut off at its limit still leaves the form knowing which template it was. */}
        <input type="hidden" name="intent" value="upload" />
        <input type="hidden" name="template" value={template.baseName} />
        {Object.entries(versions).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {errors.form ? (
          <p
            id={formErrorId}
            role="alert"
            className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900"
          >
            {errors.form}
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          {FORMATS.map(({ format, label, accept }) => {
            const id = `${formId}-${format}`;
            const error = errors[format];
            return (
              <div key={format}>
                <label htmlFor={id} className="text-sm font-medium text-ink">
                  New {label}
                  <span className="font-normal text-muted"> (optional)</span>
                </label>
                <input
                  id={id}
                  name={format}
                  type="file"
                  accept={accept}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={`${id}-message`}
                  className={fileInputClasses}
                />
                <p
                  id={`${id}-message`}
                  className={`mt-1 text-xs ${error ? 'text-red-700' : 'text-muted'}`}
                  aria-live="polite"
                >
                  {error ?? `${format === 'pdf' ? 'A PDF' : 'A JPG image'}, at most ${maxFileSize}.`}
                </p>
              </div>
            );
          })}
        </div>
        <SubmitButton formId={formId} pendingLabel="Uploading…" className="w-full sm:w-auto">
          Upload
        </SubmitButton>
      </Form>
    </section>
  );
}
