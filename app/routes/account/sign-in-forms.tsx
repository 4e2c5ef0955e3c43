import { getInputProps } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { ConformForm, useConformForm, type LastResult } from '~/components/forms/conform-form';
import { Field, fieldProps, inputClasses } from '~/components/forms/field';
import { SubmitButton } from '~/components/forms/submit-button';
import { CODE_LENGTH, SendCodeSchema, SignInLinkSchema, VerifyCodeSchema } from '~/schemas/login';

function StepFields({ intent, redirectTo }: { intent: 'send' | 'verify' | 'change-email'; redirectTo: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
    </>
  );
}

export function EmailStep({ redirectTo, lastResult }: { redirectTo: string; lastResult: LastResult }) {
  const [form, fields] = useConformForm({ id: 'login-email', schema: SendCodeSchema, lastResult });
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">Enter your e-mail and we will send you a one-time code. No password needed.</p>
      <ConformForm form={form} compact className="space-y-4">
        <StepFields intent="send" redirectTo={redirectTo} />
        <Field {...fieldProps(fields.email)} label="Email">
          <input
            {...getInputProps(fields.email, { type: 'email' })}
            required
            maxLength={254}
            autoComplete="email"
            className={inputClasses}
          />
        </Field>
        <SubmitButton formId={form.id} pendingLabel="Sending..." className="w-full">
          Send OTP
        </SubmitButton>
      </ConformForm>
    </div>
  );
}

export function CodeStep({
  pendingEmail,
  redirectTo,
  lastResult,
}: {
  pendingEmail: string;
  redirectTo: string;
  lastResult: LastResult;
}) {
  const [form, fields] = useConformForm({ id: 'login-code', schema: VerifyCodeSchema, lastResult });
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">
        We sent a 6-digit code to <strong className="font-medium text-ink">{pendingEmail}</strong>. Enter it below, or
        use the link in the e-mail.
      </p>
      <ConformForm form={form} compact className="space-y-4">
        <StepFields intent="verify" redirectTo={redirectTo} />
        <Field {...fieldProps(fields.code)} label="6-digit code">
          <input
            {...getInputProps(fields.code, { type: 'text' })}
            required
            maxLength={CODE_LENGTH}
            minLength={CODE_LENGTH}
            pattern="[0-9]*"
            inputMode="numeric"
            autoComplete="one-time-code"
            className={`${inputClasses} text-center font-mono text-2xl tracking-[0.5em]`}
          />
        </Field>
        <SubmitButton formId={form.id} pendingLabel="Verifying..." className="w-full">
          Verify & Sign In
        </SubmitButton>
      </ConformForm>
      <Form method="post" className="text-center">
        <StepFields intent="change-email" redirectTo={redirectTo} />
        <button type="submit" className="text-sm text-rose underline underline-offset-4 hover:text-rose-dark">
          Change email
        </button>
      </Form>
    </div>
  );
}

export function LinkStep({
  token,
  redirectTo,
  lastResult,
}: {
  token: string;
  redirectTo: string;
  lastResult: LastResult;
}) {
  const [form] = useConformForm({ id: 'login-link', schema: SignInLinkSchema, lastResult });
  return (
    <>
      {form.status === 'error' ? null : (
        <p className="text-muted">Press the button to finish signing in on this device.</p>
      )}
      <ConformForm
        form={form}
        compact
        formLevelFields={['token']}
        alertDetail={
          <>
            {' '}
            This link may have been used or expired;{' '}
            <a className="underline" href="/login">
              request a new code
            </a>
            .
          </>
        }
        className="space-y-5"
      >
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <SubmitButton formId={form.id} pendingLabel="Signing in..." className="w-full">
          Sign in
        </SubmitButton>
      </ConformForm>
    </>
  );
}
