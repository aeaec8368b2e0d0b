/**
 * Forms with unsaved changes, asked by the one `UnsavedChangesGuard` (mounted
 * in the app shell) before the user leaves. React Router honours only one
 * `useBlocker` at a time, so forms register a check here instead of blocking
 * themselves: a page with several forms still asks once.
 */
import { useEffect, useRef } from 'react';

const checks = new Set<() => boolean>();

/** Register `isUnsaved` while the calling component is mounted. */
export function useUnsavedChanges(isUnsaved: () => boolean): void {
  const latest = useRef(isUnsaved);
  latest.current = isUnsaved;
  useEffect(() => {
    const check = () => latest.current();
    checks.add(check);
    return () => {
      checks.delete(check);
    };
  }, []);
}

export function hasUnsavedChanges(): boolean {
  for (const check of checks) if (check()) return true;
  return false;
}
