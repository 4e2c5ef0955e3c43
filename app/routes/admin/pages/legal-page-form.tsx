import type { ReactNode } from 'react';
import { getInputProps, getTextareaProps } from '@conform-to/react';
import { useNavigation } from '@remix-run/react';
import { ConformForm, useConformForm, type LastResult } from '~/components/forms/conform-form';
import { Field, fieldProps, inputClasses } from '~/components/forms/field';
import { buttonClasses } from '~/components/ui/button-link';
import { LegalPageFormSchema } from '~/schemas/legal-page-form';
import type { LegalPage } from '~/schemas/site-content';
import { MarkdownHint } from './markdown-hint';

const FORM_ID = 'legal-page';

/** Preview shows the page below the form, saving nothing. */
function EditorButtons({ previewAction }: { previewAction: string }) {
  const navigation = useNavigation();
  const sending =
    navigation.state === 'submitting' && navigation.formData?.get('formId') === FORM_ID
      ? navigation.formData.get('intent')
      : null;
  const classes = 'w-full disabled:cursor-wait disabled:opacity-70 sm:w-auto';
  return (
    <div className="flex flex-wrap items-center gap-3 pt-2">
      <input type="hidden" name="formId" value={FORM_ID} />
      <button
        type="submit"
        name="intent"
        value="save"
        disabled={sending !== null}
        className={buttonClasses('primary', classes)}
      >
        {sending === 'save' ? 'Saving…' : 'Save'}
      </button>
      <button
        type="submit"
        name="intent"
        value="preview"
        formAction={previewAction}
        disabled={sending !== null}
        className={buttonClasses('outline', classes)}
      >
        {sending === 'preview' ? 'Preparing preview…' : 'Preview'}
      </button>
    </div>
  );
}

/** After a refused save the version field carries the version now saved, so saving again replaces it knowingly. */
export function LegalPageForm({
  values,
  version,
  lastResult,
  previewAction,
  alertDetail,
}: {
  values: LegalPage;
  version: number;
  lastResult: LastResult;
  previewAction: string;
  alertDetail?: ReactNode;
}) {
  const [form, fields] = useConformForm({ id: FORM_ID, schema: LegalPageFormSchema, lastResult, defaultValue: values });
  return (
    <ConformForm form={form} formLevelFields={['version']} alertDetail={alertDetail} className="space-y-2">
      <input type="hidden" name="version" value={version} />
      <Field {...fieldProps(fields.heading)} label="Heading">
        <input {...getInputProps(fields.heading, { type: 'text' })} className={inputClasses} />
      </Field>
      <Field {...fieldProps(fields.intro)} label="Introduction" optional hint="Shown under the heading, as plain text.">
        <textarea {...getTextareaProps(fields.intro)} rows={3} className={inputClasses} />
      </Field>
      <div className="grid gap-x-6 gap-y-2 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <Field {...fieldProps(fields.body)} label="Page text">
          <textarea
            {...getTextareaProps(fields.body, { ariaDescribedBy: 'markdown-hint' })}
            rows={24}
            spellCheck
            className={`${inputClasses} leading-relaxed`}
          />
        </Field>
        <div className="lg:pt-7">
          <MarkdownHint id="markdown-hint" />
        </div>
      </div>
      <EditorButtons previewAction={previewAction} />
    </ConformForm>
  );
}
