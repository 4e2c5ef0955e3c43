import type { FirstDraft } from '~/.server/admin/first-draft';
import { formatStudioTime } from '~/lib/studio-time';
import { PieceGrid, tilesOf } from '~/components/proofs/piece-grid';
import { Panel } from './panel';
import { VersionForm } from './version-form';

export function OrderFirstDraft({ draft, version, canSend }: { draft: FirstDraft; version: number; canSend: boolean }) {
  return (
    <Panel title="First draft">
      <div data-testid="first-draft">
        {draft.status === 'done' ? (
          <>
            <p className="text-sm text-ink">
              Ready{draft.finishedAt ? ` since ${formatStudioTime(draft.finishedAt)}` : ''}: the brief set into every
              piece. The couple already have these files in their downloads; send them as the first proof, or send your
              own from the proofs panel.
            </p>
            <div className="mt-4">
              <PieceGrid
                testId="draft-pieces"
                pieces={tilesOf(
                  draft.files,
                  (file) => file.templateName,
                  (file) => file.thumbUrl,
                )}
              />
            </div>
            {canSend ? (
              <div className="mt-4">
                <VersionForm
                  formKey="send-draft"
                  intent="send-draft"
                  version={version}
                  label="Send this draft as a proof"
                  variant="outline"
                />
              </div>
            ) : null}
          </>
        ) : draft.status === 'failed' ? (
          <div className="flex flex-col gap-3">
            <p className="text-sm font-medium text-red-800">
              Failed after {draft.attempts} {draft.attempts === 1 ? 'try' : 'tries'}
            </p>
            {draft.lastError ? <p className="text-sm break-words text-red-800">Error: {draft.lastError}</p> : null}
            <p className="text-xs text-muted">
              The couple see the collection’s templates and are told you will send their designs as a proof.
            </p>
            <VersionForm formKey="retry-draft" intent="retry-draft" version={version} label="Retry now" small />
          </div>
        ) : (
          <div className="text-sm text-ink">
            <p>Being prepared{draft.status === 'running' ? ' (rendering now)' : ''}.</p>
            {draft.attempts ? (
              <p className="mt-1 text-xs text-red-800">
                {draft.attempts} {draft.attempts === 1 ? 'try' : 'tries'} failed so far; next at{' '}
                {formatStudioTime(draft.nextAttemptAt)}.{draft.lastError ? ` Last error: ${draft.lastError}` : ''}
              </p>
            ) : null}
          </div>
        )}
      </div>
    </Panel>
  );
}
