import { Button } from '@kuza/ui';
import { defineMessages } from '@kuza/i18n';
import { useMarketingI18n } from '../../../i18n';

const messages = defineMessages({
  watchDemo: { id: 'marketing.demo.watchDemo', defaultMessage: 'Watch Demo' },
});

export interface DemoActions {
  onWatchDemo: () => void;
  /** Starts loading the demo when the visitor is about to ask for it. */
  onPrefetchDemo: () => void;
}

/** Watch Demo, which starts loading the demo as soon as the pointer or focus reaches it. */
export function WatchDemoButton({ onWatchDemo, onPrefetchDemo, className }: DemoActions & { className?: string }) {
  const { t } = useMarketingI18n();
  return (
    <Button
      className={className}
      variant="ghost"
      size="lg"
      onClick={onWatchDemo}
      onPointerEnter={onPrefetchDemo}
      onFocus={onPrefetchDemo}
    >
      {t(messages.watchDemo)}
    </Button>
  );
}
