import type { ChangeEvent } from 'react';
import { PROFILE_MESSAGES, type PublicUser } from '@kuza/contracts';
import { i18n, isLocale, LOCALE_NAMES, SUPPORTED_LOCALES } from '@kuza/i18n';
import { useDashboardI18n } from '../../i18n';
import { errorMessage } from '@kuza/store';
import { SelectField, toast } from '@kuza/ui';
import { useAuthUpdateProfileMutation } from './api';

/**
 * The language the account reads Kuza and its e-mails in (`PUT /auth { locale }`): each language by its own name,
 * and the page switches to it as soon as it is saved.
 */
export function LanguageChoice({ user }: { user: PublicUser }) {
  const { t } = useDashboardI18n();
  const [update, { isLoading }] = useAuthUpdateProfileMutation();

  const choose = async (event: ChangeEvent<HTMLSelectElement>) => {
    const locale = event.target.value;
    if (!isLocale(locale) || locale === user.locale) return;
    try {
      await update({ locale }).unwrap();
      await i18n.setLocale(locale);
      // Said in the language just chosen.
      toast.success(i18n.t(PROFILE_MESSAGES.languageSaved));
    } catch (error) {
      toast.error(errorMessage(error, t(PROFILE_MESSAGES.languageFailed)));
    }
  };

  return (
    <SelectField
      name="locale"
      label={t(PROFILE_MESSAGES.language)}
      hint={t(PROFILE_MESSAGES.languageHint)}
      value={user.locale}
      disabled={isLoading}
      onChange={(event) => void choose(event)}
    >
      {SUPPORTED_LOCALES.map((locale) => (
        <option key={locale} value={locale} lang={locale}>
          {LOCALE_NAMES[locale]}
        </option>
      ))}
    </SelectField>
  );
}
