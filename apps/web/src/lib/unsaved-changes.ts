import { useEffect } from 'react';

/**
 * The forms on screen holding typing that is not saved (react-hook-form's isDirty), so Logout can ask
 * before it throws that typing away. A form is in the set while it is dirty and mounted.
 */
const unsavedForms = new Set<object>();

/** Marks the calling form as holding unsaved typing while `dirty` is true. */
export function useUnsavedChanges(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const form = {};
    unsavedForms.add(form);
    return () => {
      unsavedForms.delete(form);
    };
  }, [dirty]);
}

export function hasUnsavedChanges(): boolean {
  return unsavedForms.size > 0;
}
