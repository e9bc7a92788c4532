import styled from 'styled-components';
import { useLocation } from 'react-router-dom';
import { Button, ErrorState, Logo, TopBar } from '@kuza/ui';
import { useI18n } from '@kuza/i18n/react';
import { AppChromeOnceLoaded } from './app-chrome-once-loaded';
import { useAppModule } from './app-module';
import { KeptServerDrawn } from './kept-server-drawn';
import { shellMessages } from './shell-messages';

const PublicMain = styled.main`
  max-width: 40rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.xl} ${({ theme }) => theme.spacing.md};
`;

const DrawnNotice = styled.div`
  max-width: 40rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.md};
`;

export interface RemoteFallbackProps {
  /** The route's title, shown in the app chrome's top bar. */
  title: string;
  /** Signed-in routes keep the app chrome; public ones get a header with the logo only. */
  isProtected: boolean;
  onRetry: () => void;
}

/**
 * What a route shows when its remote failed to load. The page chrome normally comes from the
 * remote itself, so without this the visitor would be left with no way to navigate. A page the
 * gateway drew on the server (a shared deck or resume) stays readable under the notice.
 */
export function RemoteFallback({ title, isProtected, onRetry }: RemoteFallbackProps) {
  const { pathname } = useLocation();
  const { t } = useI18n();
  // What the gateway drew was kept by a start that loaded @kuza/app; without it there is none.
  const app = useAppModule({ load: false });
  const drawn = isProtected ? undefined : app?.serverDrawnElement(pathname);
  const state = (
    <ErrorState
      title={t(shellMessages.unavailableTitle)}
      message={t(drawn ? shellMessages.unavailableDrawn : shellMessages.unavailable)}
      action={<Button onClick={onRetry}>{t(shellMessages.retry)}</Button>}
    />
  );
  if (isProtected) return <AppChromeOnceLoaded title={title}>{state}</AppChromeOnceLoaded>;
  if (drawn) {
    return (
      <>
        <DrawnNotice>{state}</DrawnNotice>
        <KeptServerDrawn element={drawn} />
      </>
    );
  }
  return (
    <>
      <TopBar>
        <Logo to="/" />
      </TopBar>
      <PublicMain>{state}</PublicMain>
    </>
  );
}
