import { screen, within } from '@testing-library/react';
import { i18n } from '@kuza/i18n';
import { api, renderPage } from '@kuza/testing';
import LandingPage from '../landing-page';
import PitchSlidePage from '../pitch-slide-page';
import WaitlistPage from '../waitlist-page';

describe('the public pages in French and Portuguese', () => {
  beforeEach(() => api.on('GET', '/waitlist/count', { body: { data: { count: 1240 } } }));
  afterAll(() => i18n.setLocale('en'));

  it('says the landing page in French at /fr/, its links staying in French', async () => {
    await i18n.setLocale('fr');
    renderPage(<LandingPage />, { path: '/fr/', at: '/fr/' });
    expect(document.documentElement.lang).toBe('fr');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'La boîte à outils complète des fondateurs africains' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Questions fréquentes' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Voir la démo' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Essai gratuit' })[0]).toHaveAttribute('href', '/fr/signup');
    expect(screen.getAllByRole('link', { name: 'Rejoindre la liste d’attente' })[0]).toHaveAttribute(
      'href',
      '/fr/waitlist',
    );
    const languages = screen.getByRole('navigation', { name: 'Langue' });
    expect(within(languages).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
    expect(within(languages).getByRole('link', { name: 'Português' })).toHaveAttribute('href', '/pt/');
    expect(within(languages).getByRole('link', { name: 'Français' })).toHaveAttribute('aria-current', 'true');
  });

  it('says the waitlist page and its count in Portuguese at /pt/waitlist', async () => {
    await i18n.setLocale('pt');
    renderPage(<WaitlistPage />, { path: '/pt/waitlist', at: '/pt/waitlist' });
    expect(document.documentElement.lang).toBe('pt');
    expect(await screen.findByText(/^1.?240 PESSOAS INSCRITAS$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inscrever-me' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Endereço de e-mail' })).toHaveAttribute(
      'placeholder',
      'Escreva o seu e-mail',
    );
    expect(screen.getByRole('heading', { name: 'Perguntas frequentes' })).toBeInTheDocument();
    const languages = screen.getByRole('navigation', { name: 'Idioma' });
    expect(within(languages).getByRole('link', { name: 'Français' })).toHaveAttribute('href', '/fr/waitlist');
  });

  it('says the sample deck in Portuguese, its figures quoted as given', async () => {
    await i18n.setLocale('pt');
    renderPage(<PitchSlidePage />, { path: '/pt/pitch-slide', at: '/pt/pitch-slide' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Exemplo de pitch deck' })).toBeInTheDocument();
    expect(screen.getByText('Diapositivo 9 de 10')).toBeInTheDocument();
    expect(screen.getByText('$250k de ARR hoje, $2.5M previstos até 2026')).toBeInTheDocument();
  });
});
