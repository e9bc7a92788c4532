import { Button } from '@kuza/ui';

export interface DemoActions {
  onWatchDemo: () => void;
  /** Starts loading the demo when the visitor is about to ask for it. */
  onPrefetchDemo: () => void;
}

/** Watch Demo, which starts loading the demo as soon as the pointer or focus reaches it. */
export function WatchDemoButton({ onWatchDemo, onPrefetchDemo, className }: DemoActions & { className?: string }) {
  return (
    <Button
      className={className}
      variant="ghost"
      size="lg"
      onClick={onWatchDemo}
      onPointerEnter={onPrefetchDemo}
      onFocus={onPrefetchDemo}
    >
      Watch Demo
    </Button>
  );
}
