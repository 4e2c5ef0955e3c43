import { data, redirect } from '@remix-run/node';
import { DisplayNameSchema } from '~/schemas/account';
import { updateProfileName } from './profiles';
import { deleteAllSessions } from './sessions';
import type { Services } from '~/.server/boot/services';
import { getCookieSession } from './signed-in';
import { parseSubmission } from '../http/submission';

export async function renameAccount(services: Services, profileId: number, formData: FormData) {
  const submission = parseSubmission(formData, DisplayNameSchema);
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  await updateProfileName(services.db, profileId, submission.value.name ?? null);
  return services.flash.redirect('/account', { kind: 'success', title: 'Your name has been saved.' });
}

export async function signOutEverywhere(services: Services, profileId: number, request: Request) {
  await deleteAllSessions(services.db, profileId);
  const session = await getCookieSession(services, request);
  const headers = await services.flash.headersWith(
    {
      kind: 'success',
      title: 'Signed out everywhere',
      message: 'Every device signed in to your account has been signed out.',
    },
    { 'Set-Cookie': await services.sessionStorage.destroySession(session) },
  );
  return redirect('/', { headers });
}
