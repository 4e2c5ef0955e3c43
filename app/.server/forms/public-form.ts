import { data, type AppLoadContext } from '@remix-run/node';
import type { GenericSchema, InferOutput } from 'valibot';
import type { Db } from '../db/connection';
import { FORM_TOKEN_FIELD, isValidFormToken, issueFormToken, spendFormToken } from './form-token';
import { isBot } from './honeypot';
import { consumeRateLimit, retryAfterText, type RateLimitRule } from '../platform/rate-limit';
import { clientAddress } from '../http/client-address';
import type { Notice } from '../http/flash';
import { readFormData } from '../http/request';
import { parseSubmission, tooLargeReply } from '../http/submission';

export const EXPIRED_FORM_MESSAGE = 'This form has expired. Please check your details and send it again.';

export interface PublicFormSpec<S extends GenericSchema> {
  form: string;
  schema: S;
  rule: RateLimitRule;
  redirectTo: string;
  success: Notice;
  tooLargeMessage: string;
  save: (trx: Db, value: InferOutput<S>) => Promise<unknown>;
}

/**
 * Every public form: oversized posts, bots, validation, a per-client limit, then one store and a
 * redirect. Every failure answers the form with the visitor's values and writes nothing.
 */
export async function handlePublicForm<S extends GenericSchema>(
  request: Request,
  context: AppLoadContext,
  spec: PublicFormSpec<S>,
) {
  const deps = context.services;
  const freshToken = () => issueFormToken(deps.secrets[0], spec.form);
  const formData = await readFormData(request);
  const submission = parseSubmission(formData, spec.schema);
  if (context.bodyTooLarge) {
    return data({ result: tooLargeReply(submission, spec.tooLargeMessage), formToken: freshToken() }, { status: 413 });
  }
  if (isBot(formData)) return deps.flash.redirect(spec.redirectTo, spec.success);
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), formToken: freshToken() }, { status: 400 });
  }
  const token = formData.get(FORM_TOKEN_FIELD);
  if (!isValidFormToken(deps.secrets, spec.form, token)) {
    return data(
      { result: submission.reply({ formErrors: [EXPIRED_FORM_MESSAGE] }), formToken: freshToken() },
      { status: 400 },
    );
  }
  const limit = await consumeRateLimit(
    deps.db,
    spec.rule,
    clientAddress(request, context.socketAddress, deps.trustedHeader),
  );
  if (!limit.allowed) {
    const message = `You have sent this form several times in a short while. Please try again ${retryAfterText(limit.retryAfterSeconds)}.`;
    return data(
      { result: submission.reply({ formErrors: [message] }), formToken: freshToken() },
      { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
    );
  }
  await deps.db.transaction().execute(async (trx) => {
    // A repeated post (double click, resent request) finds its token spent and stores nothing.
    if (await spendFormToken(trx, token)) await spec.save(trx, submission.value);
  });
  deps.afterCommit();
  return deps.flash.redirect(spec.redirectTo, spec.success);
}
