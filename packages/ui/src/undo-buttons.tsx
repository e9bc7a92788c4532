import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { Button } from './button';

const mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const mod = mac ? '⌘' : 'Ctrl+';

const messages = defineMessages({
  undo: { id: 'ui.undo.undo', defaultMessage: 'Undo' },
  undoHint: { id: 'ui.undo.undoHint', defaultMessage: 'Undo ({keys})' },
  redo: { id: 'ui.undo.redo', defaultMessage: 'Redo' },
  redoHint: { id: 'ui.undo.redoHint', defaultMessage: 'Redo ({keys})' },
});

export interface UndoButtonsProps {
  canUndo: boolean;
  onUndo: () => void;
  /** Left out where an editor has no redo, as in useUndoShortcuts. */
  onRedo?: () => void;
  canRedo?: boolean;
}

/** The bar's Undo (and Redo) buttons, naming the keys useUndoShortcuts listens to. */
export function UndoButtons({ canUndo, onUndo, onRedo, canRedo = false }: UndoButtonsProps) {
  const { t } = useI18n();
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        disabled={!canUndo}
        onClick={onUndo}
        title={t(messages.undoHint, { keys: `${mod}Z` })}
        aria-keyshortcuts="Control+Z Meta+Z"
      >
        {t(messages.undo)}
      </Button>
      {onRedo && (
        <Button
          size="sm"
          variant="ghost"
          disabled={!canRedo}
          onClick={onRedo}
          title={t(messages.redoHint, { keys: `${mod}Shift+Z` })}
          aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
        >
          {t(messages.redo)}
        </Button>
      )}
    </>
  );
}
