import { useState } from 'react';
import type { DoorDetails } from '@portfolio/contract';
import type { DoorAnswer } from './api';
import { serverMessage } from '../shared/errors';
import { useToast } from '../shared/useToast';

/**
 * Saving one of a door's records from its dialog (an install, an inspection): the server's message
 * as a toast, the door as it now stands to `onSaved`, then the dialog closes; a refusal says why in
 * a toast and leaves the dialog open with everything typed in it.
 */
export const useRecordSave = (onSaved: (door: DoorDetails) => unknown, onClose: () => void, failed: string) => {
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const save = async (send: () => Promise<DoorAnswer>) => {
    setSaving(true);
    try {
      const answer = await send();
      toast.success(answer.message);
      await onSaved(answer.door);
      onClose();
    } catch (error) {
      toast.error(serverMessage(error, failed));
    } finally {
      setSaving(false);
    }
  };
  return { saving, save };
};

/** A photo field that opens the phone's camera (one photo, or several with `multiple`). */
export const PhotoInput = ({
  label,
  multiple = false,
  onChange,
}: {
  label: string;
  multiple?: boolean;
  onChange: (files: File[]) => void;
}) => (
  <input
    aria-label={label}
    type="file"
    accept="image/jpeg,image/png,image/webp"
    capture="environment"
    multiple={multiple}
    onChange={(e) => onChange([...(e.target.files ?? [])])}
  />
);
