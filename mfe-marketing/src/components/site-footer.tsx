import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container, Logo } from '@kuza/ui';
import { FOOTER_GROUPS, LEGAL_NOTES, SOCIAL_LINKS, TAGLINE } from '../content/site';
import { SocialIcon } from './social-icon';

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
    margin-left: ${({ theme }) => theme.spacing.xs};
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
  return (
    <Root>
      <Container>
        <Top>
          <Brand>
            <Logo to="/" />
            <p>{TAGLINE}</p>
            <Social aria-label="Social networks">
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
            <nav key={group.title} aria-labelledby={`footer-${group.title}`}>
              <GroupTitle id={`footer-${group.title}`}>{group.title}</GroupTitle>
              <List>
                {group.links.map((link) => (
                  <li key={link.label}>
                    {link.to ? (
                      <Link to={link.to}>{link.label}</Link>
                    ) : (
                      <Soon>
                        {link.label}
                        <small>Soon</small>
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
              <h2 id={`${note.id}-title`}>{note.title}</h2>
              <p>{note.text}</p>
            </section>
          ))}
        </Legal>
        <Bottom>
          <p>© {new Date().getFullYear()} Kuza. Made for African founders. All rights reserved.</p>
          <ul aria-label="Legal">
            {LEGAL_NOTES.map((note) => (
              <li key={note.id}>
                <Link to={{ hash: note.id }}>{note.title}</Link>
              </li>
            ))}
          </ul>
        </Bottom>
      </Container>
    </Root>
  );
}
