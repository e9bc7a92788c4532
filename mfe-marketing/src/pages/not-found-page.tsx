import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ButtonLink, StatusPage } from '@kuza/ui';
import { defineMessages } from '@kuza/i18n';
import { useMarketingI18n } from '../i18n';

const messages = defineMessages({
  title: { id: 'marketing.notFound.title', defaultMessage: 'Oops! Page not found' },
  home: { id: 'marketing.notFound.home', defaultMessage: 'Return to Home' },
});

export default function NotFoundPage() {
  const { pathname } = useLocation();
  const { t, href } = useMarketingI18n();
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <main>
      <StatusPage
        code="404"
        title={t(messages.title)}
        action={<ButtonLink to={href('/')}>{t(messages.home)}</ButtonLink>}
      />
    </main>
  );
}
