import { useState } from 'react';

/**
 * Saving an edit made in place: an unchanged value just closes the editor; a save closes it when
 * it succeeds and keeps it open when it fails (the API layer has shown the server's message).
 */
export function useInlineSave<V>(value: V, onCommit: (value: V) => Promise<void>, close: () => void) {
  const [saving, setSaving] = useState(false);
  const save = async (draft: V): Promise<void> => {
    if (saving) {
      return;
    }
    if (draft === value) {
      close();
      return;
    }
    setSaving(true);
    try {
      await onCommit(draft);
      close();
    } catch {
      // The editor stays open for another try.
    } finally {
      setSaving(false);
    }
  };
  return { saving, save };
}
