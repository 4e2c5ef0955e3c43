import { useEffect, useRef } from 'react';
import { useNavigation } from '@remix-run/react';

/** With JavaScript the page is not reloaded after a successful post, so the form would keep its values. */
export function useResetAfterSuccess(formId: string, failed: boolean, reset: () => void) {
  const navigation = useNavigation();
  const submitted = useRef(false);
  useEffect(() => {
    if (navigation.state === 'submitting' && navigation.formData?.get('formId') === formId) {
      submitted.current = true;
    } else if (navigation.state === 'idle' && submitted.current) {
      submitted.current = false;
      if (!failed) reset();
    }
  }, [navigation.state, navigation.formData, formId, failed, reset]);
}
