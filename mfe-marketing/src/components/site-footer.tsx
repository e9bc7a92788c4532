import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container, Logo } from '@kuza/ui';
import { FOOTER_GROUPS, LEGAL_NOTES, SOCIAL_LINKS, TAGLINE } from '../content/site';
import { SocialIcon } from './social-icon';
import { defineMessages } from '@kuza/i18n';
import { useMarketingI18n } from '../i18n';
import { LanguageSwitcher } from './language-switcher';

const messages = defineMessages({
  socialNetworks: { id: 'marketing.footer.socialNetworks', defaultMessage: 'Social networks' },
  soon: { id: 'marketing.footer.soon', defaultMessage: 'Soon' },
  legal: { id: 'marketing.footer.legal', defaultMessage: 'Legal' },
  copyright: {
    id: 'marketing.footer.copyright',
    defaultMessage: '© {year} Kuza. Made for African founders. All rights reserved.',
  },
});

const Root = styled.footer`
  padding: ${({ theme }) => theme.spacing.xxl} 0 ${({ theme }) => theme.spacing.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Top = styled.div`
  display: grid;
  grid-template-columns: 2fr repeat(3, 1fr);
  gap: ${({ theme }) => theme.spacing.xl};

  @media ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Brand = styled.div`
  @media ${({ theme }) => theme.media.mobile} {
    grid-column: 1 / -1;
  }

  p {
    max-width: 32ch;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const GroupTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

const Soon = styled.span`
  color: ${({ theme }) => theme.colors.muted};

  small {
    margin-inline-start: ${({ theme }) => theme.spacing.xs};
    padding: 0 6px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primaryHover};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const Social = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: ${({ theme }) => theme.spacing.md} 0 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Legal = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.spacing.lg};
  margin-top: ${({ theme }) => theme.spacing.xl};
  padding-top: ${({ theme }) => theme.spacing.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.muted};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  p {
    margin: 0;
  }

  section {
    scroll-margin-top: 80px;
  }

  section:focus {
    outline: none;
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  margin-top: ${({ theme }) => theme.spacing.lg};
  color: ${({ theme }) => theme.colors.muted};

  p {
    margin: 0;
  }

  ul {
    display: flex;
    gap: ${({ theme }) => theme.spacing.md};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** product.md §2 footer: three link groups, four social links, privacy/terms/cookies, copyright lines. */
export function SiteFooter() {
  const { t, href } = useMarketingI18n();
  return (
    <Root>
      <Container>
        <Top>
          <Brand>
            <Logo to="/" />
            <p>{t(TAGLINE)}</p>
            <Social aria-label={t(messages.socialNetworks)}>
              {SOCIAL_LINKS.map(({ network, href }) => (
                <li key={network}>
                  <a href={href} aria-label={network} rel="noopener noreferrer">
                    <SocialIcon network={network} />
                  </a>
                </li>
              ))}
            </Social>
          </Brand>
          {FOOTER_GROUPS.map((group) => (
            <nav key={group.title.id} aria-labelledby={`footer-${group.title.id}`}>
              <GroupTitle id={`footer-${group.title.id}`}>{t(group.title)}</GroupTitle>
              <List>
                {group.links.map((link) => (
                  <li key={link.label.id}>
                    {link.to ? (
                      <Link to={href(link.to)}>{t(link.label)}</Link>
                    ) : (
                      <Soon>
                        {t(link.label)}
                        <small>{t(messages.soon)}</small>
                      </Soon>
                    )}
                  </li>
                ))}
              </List>
            </nav>
          ))}
        </Top>
        <Legal>
          {LEGAL_NOTES.map((note) => (
            <section key={note.id} id={note.id} aria-labelledby={`${note.id}-title`}>
              <h2 id={`${note.id}-title`}>{t(note.title)}</h2>
              <p>{t(note.text)}</p>
            </section>
          ))}
        </Legal>
        <Bottom>
          <p>{t(messages.copyright, { year: new Date().getFullYear() })}</p>
          <LanguageSwitcher />
          <ul aria-label={t(messages.legal)}>
            {LEGAL_NOTES.map((note) => (
              <li key={note.id}>
                <Link to={{ hash: note.id }}>{t(note.title)}</Link>
              </li>
            ))}
          </ul>
        </Bottom>
      </Container>
    </Root>
  );
}
