import { ConformForm, useConformForm, type LastResult } from '~/components/forms/conform-form';
import { NameField } from '~/components/forms/name-email-fields';
import { SubmitButton } from '~/components/forms/submit-button';
import { DisplayNameSchema } from '~/schemas/account';

export function DisplayNameForm({ name, lastResult }: { name: string; lastResult: LastResult }) {
  const [form, fields] = useConformForm({
    id: 'display-name',
    schema: DisplayNameSchema,
    lastResult,
    defaultValue: { name },
  });
  return (
    <ConformForm form={form} compact className="mt-5 space-y-3">
      <input type="hidden" name="intent" value="rename" />
      <NameField name={fields.name} />
      <SubmitButton formId={form.id} pendingLabel="Saving..." className="">
        Save name
      </SubmitButton>
    </ConformForm>
  );
}
