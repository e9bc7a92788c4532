import { ButtonLink } from '@kuza/ui';
import { defineMessages } from '@kuza/i18n';
import { useMarketingI18n } from '../i18n';

const messages = defineMessages({
  login: { id: 'marketing.actions.login', defaultMessage: 'Login' },
  tryForFree: { id: 'marketing.actions.tryForFree', defaultMessage: 'Try For Free' },
});

/** Login and Try For Free, the header buttons of the public pages (targets: docs/decisions.md). */
export function PublicActions() {
  const { t, href } = useMarketingI18n();
  return (
    <>
      <ButtonLink to={href('/signin')} variant="ghost">
        {t(messages.login)}
      </ButtonLink>
      <ButtonLink to={href('/signup')}>{t(messages.tryForFree)}</ButtonLink>
    </>
  );
}
