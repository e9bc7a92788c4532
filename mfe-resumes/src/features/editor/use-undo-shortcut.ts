import { useEffect } from 'react';

const EDITABLE = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';

/**
 * Ctrl+Z / Cmd+Z undoes the last editor change. Inside a text field or a dialog the browser's
 * own undo applies instead, so typing is never undone a whole section at a time.
 */
export function useUndoShortcut(undo: () => void, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'z' || !(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey)
        return;
      const target = event.target as Element | null;
      if (event.defaultPrevented || target?.closest?.(`${EDITABLE}, [role="dialog"]`)) return;
      event.preventDefault();
      undo();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [undo, enabled]);
}
