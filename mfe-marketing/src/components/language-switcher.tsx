import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { defineMessages, LOCALE_NAMES, LOCALE_STORAGE_KEY, localizedPath, SUPPORTED_LOCALES } from '@kuza/i18n';
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
 */
export function LanguageSwitcher() {
  const { pathname } = useLocation();
  const { t, locale } = useMarketingI18n();
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
              onClick={() => remember(language)}
            >
              {LOCALE_NAMES[language]}
            </a>
          </li>
        ))}
      </List>
    </nav>
  );
}
