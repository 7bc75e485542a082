import { useState } from 'react';
import { serverMessage } from '../../shared/errors';
import { useToast } from '../../shared/useToast';

const FAILED = 'Could not save the change. Please try again.';

/**
 * An inbox item's saves, one at a time: `saving` names the one under way; `save` toasts the
 * server's message (else `message`, else `defaultMessage`) or its error, and tells whether it worked.
 */
export const useInboxSave = <T extends string>(defaultMessage: string) => {
  const toast = useToast();
  const [saving, setSaving] = useState<T>();
  const save = async (what: T, action: () => Promise<{ message?: string }>, message = defaultMessage) => {
    setSaving(what);
    try {
      toast.success((await action()).message ?? message);
      return true;
    } catch (e) {
      toast.error(serverMessage(e, FAILED));
      return false;
    } finally {
      setSaving(undefined);
    }
  };
  return { saving, save };
};
