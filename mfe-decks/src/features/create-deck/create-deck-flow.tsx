import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { Deck, DeckCreationMode } from '@kuza/contracts';
import { AiStep, type StepProps } from './ai-step';
import { ImportStep } from './import-step';
import { ModeChoice } from './mode-choice';
import { PasteStep } from './paste-step';

const STEPS: Record<DeckCreationMode, ComponentType<StepProps>> = { ai: AiStep, paste: PasteStep, import: ImportStep };
const FIELDS = 'input:not([disabled]), select, textarea';

/**
 * Mode selection and the three modes. Every mode stays mounted (hidden and inert when not shown),
 * so the back arrow keeps what was typed; the dialog unmounts all of it on close, which resets it.
 */
export function CreateDeckFlow({ onCreated }: { onCreated: (deck: Deck) => void }) {
  const [mode, setMode] = useState<DeckCreationMode | null>(null);
  const lastMode = useRef<DeckCreationMode | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  // Focus follows the step: the first field of a mode, or the mode card the founder came back from.
  useEffect(() => {
    const panel = root.current?.querySelector<HTMLElement>(`[data-step="${mode ?? 'choose'}"]`);
    if (!panel) return;
    const target = mode ? FIELDS : lastMode.current && `[data-choice="${lastMode.current}"]`;
    if (target) panel.querySelector<HTMLElement>(target)?.focus();
  }, [mode]);

  const choose = (next: DeckCreationMode | null) => {
    if (next) lastMode.current = next;
    setMode(next);
  };

  // A deck created after the dialog was closed stays in the list; only an open dialog moves on.
  const created = (deck: Deck) => {
    if (alive.current) onCreated(deck);
  };

  return (
    <div ref={root}>
      <div data-step="choose" hidden={mode !== null} inert={mode !== null}>
        <ModeChoice onChoose={choose} />
      </div>
      {(Object.keys(STEPS) as DeckCreationMode[]).map((key) => {
        const Step = STEPS[key];
        return (
          <div key={key} data-step={key} hidden={mode !== key} inert={mode !== key}>
            <Step onBack={() => choose(null)} onCreated={created} />
          </div>
        );
      })}
    </div>
  );
}
