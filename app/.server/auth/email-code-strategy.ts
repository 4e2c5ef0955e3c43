import type { SessionStorage } from '@remix-run/node';
import { Strategy, type AuthenticateOptions } from 'remix-auth';
import * as v from 'valibot';
import { INVALID_CODE_MESSAGE, VerifyCodeSchema } from '~/schemas/login';
import type { Db } from '../db/connection';
import { clientAddress } from '../http/client-address';
import { verifySignInCode, verifySignInLink, type SignInResult } from './codes';

const messages: Record<Exclude<SignInResult['status'], 'ok'>, string> = {
  invalid: INVALID_CODE_MESSAGE,
  expired: 'This code has expired. Please request a new one.',
  locked: 'Too many wrong codes. Please request a new one.',
  throttled: 'Too many attempts from your connection. Please wait a while and try again.',
};

export interface EmailCodeDeps {
  db: Db;
  secret: () => string;
  adminEmails: readonly string[];
  trustedHeader?: string;
}

/**
 * remix-auth strategy for the e-mail code and link. The code's state lives in `verifications`,
 * so no cookie can be replayed to win attempts back, and the link works on any device.
 */
export class EmailCodeStrategy<User> extends Strategy<User, { profileId: number; email: string }> {
  name = 'email-code';

  constructor(
    private deps: EmailCodeDeps,
    verify: (params: { profileId: number; email: string }) => Promise<User>,
  ) {
    super(verify);
  }

  async authenticate(request: Request, sessionStorage: SessionStorage, options: AuthenticateOptions): Promise<User> {
    const form = await request.formData();
    const address = clientAddress(request, options.context?.socketAddress, this.deps.trustedHeader);
    const common = { clientAddress: address, secret: this.deps.secret(), adminEmails: this.deps.adminEmails };
    let result: SignInResult;
    const token = form.get('token');
    if (typeof token === 'string' && token) {
      result = await verifySignInLink(this.deps.db, { ...common, token: token.slice(0, 200) });
    } else {
      const session = await sessionStorage.getSession(request.headers.get('Cookie'));
      const email = session.get('pendingEmail');
      const typed = v.safeParse(VerifyCodeSchema, { code: form.get('code') ?? undefined });
      if (typeof email !== 'string' || !typed.success) {
        return this.failure(INVALID_CODE_MESSAGE, request, sessionStorage, options);
      }
      result = await verifySignInCode(this.deps.db, { ...common, email, code: typed.output.code });
    }
    if (result.status !== 'ok') return this.failure(messages[result.status], request, sessionStorage, options);
    const user = await this.verify({ profileId: result.profileId, email: result.email });
    return this.success(user, request, sessionStorage, options);
  }
}
