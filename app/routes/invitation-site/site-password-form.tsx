import { getInputProps } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { ConformForm, useConformForm, type LastResult } from '~/components/forms/conform-form';
import { Field, fieldProps, inputClasses } from '~/components/forms/field';
import { SubmitButton } from '~/components/forms/submit-button';
import { SITE_PASSWORD_MAX, SitePasswordSchema } from '~/schemas/invitation-site';

/** The site's password: set, changed or removed on the version shown. */
export function SitePasswordForm({
  hasPassword,
  version,
  lastResult,
}: {
  hasPassword: boolean;
  version: number;
  lastResult: LastResult;
}) {
  const [form, fields] = useConformForm({ id: 'site-password', schema: SitePasswordSchema, lastResult });
  return (
    <div className="space-y-3">
      <p className="text-muted">
        {hasPassword
          ? 'A password protects the site’s address. Guests’ own links open without it.'
          : 'No password: anyone with the site’s address sees your names and welcome. Guests’ own links are private either way.'}
      </p>
      <ConformForm form={form} className="space-y-1">
        <input type="hidden" name="intent" value="set-password" />
        <input type="hidden" name="version" value={version} />
        <Field
          {...fieldProps(fields.password)}
          label={hasPassword ? 'New password' : 'Password'}
          hint="Share it with your guests; at least 4 characters."
        >
          <input
            {...getInputProps(fields.password, { type: 'text' })}
            autoComplete="off"
            maxLength={SITE_PASSWORD_MAX}
            className={inputClasses}
          />
        </Field>
        <SubmitButton formId={form.id} pendingLabel="Saving…">
          {hasPassword ? 'Change password' : 'Set password'}
        </SubmitButton>
      </ConformForm>
      {hasPassword ? (
        <Form method="post">
          <input type="hidden" name="intent" value="remove-password" />
          <input type="hidden" name="version" value={version} />
          <button type="submit" className="text-sm text-rose underline underline-offset-4">
            Remove the password
          </button>
        </Form>
      ) : null}
    </div>
  );
}
