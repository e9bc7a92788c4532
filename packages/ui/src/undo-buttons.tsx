import { Button } from './button';

const mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const mod = mac ? '⌘' : 'Ctrl+';

export interface UndoButtonsProps {
  canUndo: boolean;
  onUndo: () => void;
  /** Left out where an editor has no redo, as in useUndoShortcuts. */
  onRedo?: () => void;
  canRedo?: boolean;
}

/** The bar's Undo (and Redo) buttons, naming the keys useUndoShortcuts listens to. */
export function UndoButtons({ canUndo, onUndo, onRedo, canRedo = false }: UndoButtonsProps) {
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        disabled={!canUndo}
        onClick={onUndo}
        title={`Undo (${mod}Z)`}
        aria-keyshortcuts="Control+Z Meta+Z"
      >
        Undo
      </Button>
      {onRedo && (
        <Button
          size="sm"
          variant="ghost"
          disabled={!canRedo}
          onClick={onRedo}
          title={`Redo (${mod}Shift+Z)`}
          aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
        >
          Redo
        </Button>
      )}
    </>
  );
}
