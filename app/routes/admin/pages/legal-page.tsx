import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { legalEditorData, legalPageFromForm, legalPageParam } from '~/.server/content/admin-legal-pages';
import { readFormData } from '~/.server/http/request';
import { requireAdmin } from '~/.server/auth/signed-in';
import { formatStudioTime } from '~/lib/studio-time';
import { LegalPageForm } from './legal-page-form';
import { LegalPagePreview, PREVIEW_ID } from './legal-page-preview';
import { AdminPageHeader } from '~/components/admin/page-header';
import { SAVED_PAGE_ID, SavedPagePanel } from './saved-page-panel';
import { buttonClasses } from '~/components/ui/button-link';
import { isLegalPageKey, LEGAL_PAGES, legalEditorPath } from '~/lib/legal-pages';

export const meta: MetaFunction = ({ params }) => [
  { title: `${isLegalPageKey(params.page) ? LEGAL_PAGES[params.page].title : 'Page'} | Admin` },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(context.services, request);
  return legalEditorData(context, legalPageParam(params.page));
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireAdmin(context.services, request);
  return legalPageFromForm(context, legalPageParam(params.page), await readFormData(request));
}

export default function LegalPageEditor() {
  const { key, page, version, updatedAt } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { title, path } = LEGAL_PAGES[key];
  const editorPath = legalEditorPath(key);
  const conflict = answer?.conflict;
  const preview = answer?.preview;
  return (
    <div className="max-w-5xl">
      <AdminPageHeader
        title={title}
        intro={
          <>
            What visitors read at{' '}
            <Link to={path} className="text-rose underline underline-offset-4">
              {path}
            </Link>
            . Last saved {formatStudioTime(updatedAt)}.
          </>
        }
        action={
          <Link to={path} className={buttonClasses('outline')}>
            View page
          </Link>
        }
      />
      <div className="mt-8 rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
        <LegalPageForm
          key={version}
          values={page}
          version={answer?.version ?? version}
          lastResult={answer?.result}
          previewAction={`${editorPath}#${PREVIEW_ID}`}
          alertDetail={
            conflict ? (
              <>
                {' '}
                <a href={`#${SAVED_PAGE_ID}`} className="font-medium underline underline-offset-4">
                  See the saved version
                </a>{' '}
                or{' '}
                <Link reloadDocument to={editorPath} className="font-medium underline underline-offset-4">
                  drop your text and open it
                </Link>
                .
              </>
            ) : null
          }
        />
      </div>
      {preview ? <LegalPagePreview page={preview} /> : null}
      {conflict ? (
        <SavedPagePanel
          fields={[
            { label: 'Heading', text: conflict.page.heading },
            { label: 'Introduction', text: conflict.page.intro },
            { label: 'Page text', source: conflict.page.body },
          ]}
          updatedAt={conflict.updatedAt}
          publicPath={path}
        />
      ) : null}
    </div>
  );
}
