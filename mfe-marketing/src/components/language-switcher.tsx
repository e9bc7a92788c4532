import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import {
  defineMessages,
  LOCALE_NAMES,
  LOCALE_STORAGE_KEY,
  localizedPath,
  SUPPORTED_LOCALES,
  type Locale,
} from '@kuza/i18n';
import { selectCurrentUser, useAppSelector, useAuthUpdateProfileMutation } from '@kuza/store';
import { useMarketingI18n } from '../i18n';

const messages = defineMessages({
  label: { id: 'marketing.language.label', defaultMessage: 'Language' },
});

const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;

  a[aria-current='true'] {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-decoration: none;
  }
`;

function remember(locale: string): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage refused: the address alone carries the choice.
  }
}

/**
 * The public pages' languages, each by its own name, linking to the same page in it ('/fr/waitlist'). A full page
 * load: the page arrives prerendered in its language, `<html lang>` and all; the choice is kept for later visits.
 * A signed-in visitor's account takes the choice too (`PUT /auth { locale }`), before the page loads: the account's
 * language wins on every page without a prefix, and the e-mails are said in it.
 */
export function LanguageSwitcher() {
  const { pathname } = useLocation();
  const { t, locale } = useMarketingI18n();
  const user = useAppSelector(selectCurrentUser);
  const [saveLocale] = useAuthUpdateProfileMutation();

  const choose = (event: MouseEvent<HTMLAnchorElement>, language: Locale) => {
    remember(language);
    if (!user || user.locale === language) return;
    event.preventDefault();
    const { href } = event.currentTarget;
    // A failed save leaves the account as it was; the visitor still gets the page they chose.
    void saveLocale({ locale: language })
      .unwrap()
      .catch(() => undefined)
      .finally(() => window.location.assign(href));
  };
  return (
    <nav aria-label={t(messages.label)}>
      <List>
        {SUPPORTED_LOCALES.map((language) => (
          <li key={language}>
            <a
              href={localizedPath(pathname, language)}
              hrefLang={language}
              lang={language}
              aria-current={language === locale ? 'true' : undefined}
              onClick={(event) => choose(event, language)}
            >
              {LOCALE_NAMES[language]}
            </a>
          </li>
        ))}
      </List>
    </nav>
  );
}
