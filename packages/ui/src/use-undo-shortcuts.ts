import { useEffect } from 'react';

const EDITABLE = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';

export interface UndoShortcuts {
  onUndo: () => void;
  /** Ctrl/Cmd+Shift+Z or Ctrl+Y; left out where an editor has no redo. */
  onRedo?: () => void;
  /** Off while the document is locked (a save conflict, an AI rewrite under way). */
  enabled?: boolean;
}

/**
 * Ctrl/Cmd+Z undoes and Ctrl/Cmd+Shift+Z (or Ctrl+Y) redoes the last change to the whole document.
 * Inside a text field, a dialog or while a modal is open the browser's own undo applies instead,
 * so typing is never undone a whole slide or section at a time.
 */
export function useUndoShortcuts({ onUndo, onRedo, enabled = true }: UndoShortcuts) {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.defaultPrevented) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(`${EDITABLE}, [role="dialog"]`) || document.querySelector('[aria-modal="true"]')) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) onUndo();
      else if (onRedo && ((key === 'z' && event.shiftKey) || (key === 'y' && !event.metaKey))) onRedo();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onUndo, onRedo, enabled]);
}
