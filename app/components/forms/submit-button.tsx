import { useNavigation } from '@remix-run/react';
import { buttonClasses } from '~/components/ui/button-link';

/** The hidden formId tells which form of the page is being sent. */
export function SubmitButton({
  formId,
  children,
  pendingLabel = 'Submitting...',
  className = 'w-full sm:w-auto',
}: {
  formId: string;
  children: string;
  pendingLabel?: string;
  className?: string;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting' && navigation.formData?.get('formId') === formId;
  return (
    <>
      <input type="hidden" name="formId" value={formId} />
      <button
        type="submit"
        disabled={submitting}
        className={buttonClasses('primary', `disabled:cursor-wait disabled:opacity-70 ${className}`)}
      >
        {submitting ? pendingLabel : children}
      </button>
    </>
  );
}
