import { useNavigation } from '@remix-run/react';
import { buttonClasses } from '~/components/ui/button-link';

/** Disabled and reading 'Submitting...' while its form is on its way (with JavaScript). */
export function SubmitButton({ formId, children }: { formId: string; children: string }) {
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting' && navigation.formData?.get('formId') === formId;
  return (
    <>
      <input type="hidden" name="formId" value={formId} />
      <button
        type="submit"
        disabled={submitting}
        className={buttonClasses('primary', 'w-full disabled:cursor-wait disabled:opacity-70 sm:w-auto')}
      >
        {submitting ? 'Submitting...' : children}
      </button>
    </>
  );
}
