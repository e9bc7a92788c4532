import type { DeckTheme, Slide, ThemeId } from '@kuza/contracts';
import { Button, Dialog } from '@kuza/ui';
import { ThemePicker } from '../preview/theme-picker';

export interface ThemeDialogProps {
  theme: DeckTheme;
  /** The deck's first slide is drawn in every theme. */
  firstSlide?: Slide;
  onPick: (id: ThemeId) => void;
  onClose: () => void;
}

/**
 * The deck's theme, applied as soon as one is picked: every slide is laid out again in its fonts
 * and colours behind the dialog, and the change is autosaved like any edit.
 */
export function ThemeDialog({ theme, firstSlide, onPick, onClose }: ThemeDialogProps) {
  return (
    <Dialog
      open
      onClose={onClose}
      title="Deck theme"
      description="Fonts, colours and background for every slide. Your content stays as it is."
      footer={<Button onClick={onClose}>Done</Button>}
    >
      <ThemePicker value={theme.id} onChange={onPick} sample={firstSlide} legend="Choose a theme" />
    </Dialog>
  );
}
