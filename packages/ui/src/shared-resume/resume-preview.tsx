/** @jsxRuntime automatic */
// (The API runs these with tsx from the repository root, where no tsconfig sets the JSX runtime.)
import styled, { css } from 'styled-components';
import { DEFAULT_LOCALE, defineMessages, localeDirection } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { mediaSrcSet, type ResumeSection, type ResumeTemplate, parseRichText, sectionContent } from '@kuza/contracts';
import { RichText } from './rich-text';

const messages = defineMessages({
  resumeOf: { id: 'ui.resume.resumeOf', defaultMessage: 'Resume of {name}' },
});

export interface ResumePreviewProps {
  name: string;
  role?: string;
  contact?: string;
  template: ResumeTemplate;
  profileImageUrl?: string;
  sections: ResumeSection[];
  /**
   * The language the resume is written in (English when not given): the paper's `lang` and direction, whatever the
   * page's: an Arabic resume's lines run and align from the right.
   */
  language?: string;
  /** The name's heading level: 2 inside the editor (its h1 is 'Resume Editor'), 1 on a shared page. */
  level?: 1 | 2;
  className?: string;
}

/** The exports' colours: Savanna accent for Modern, black for ATS Classic (api/src/modules/files/export). */
const ACCENT = '#0F766E';

const Paper = styled.article<{ $ats: boolean }>`
  width: 100%;
  max-width: 794px;
  margin-inline: auto;
  overflow: hidden;
  background: #ffffff;
  color: ${({ $ats }) => ($ats ? '#000000' : '#1F2933')};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-family: ${({ $ats, theme }) => ($ats ? "Georgia, 'Times New Roman', 'DejaVu Serif', serif" : theme.fonts.body)};
  font-size: 0.9rem;
  line-height: 1.45;
  overflow-wrap: anywhere;

  p,
  ul,
  ol {
    margin: 0 0 0.5em;
  }
  ul,
  ol {
    padding-inline-start: 1.25em;
  }
  li::marker {
    color: ${({ $ats }) => ($ats ? '#000000' : ACCENT)};
  }
`;

const Header = styled.header<{ $ats: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  ${({ $ats }) =>
    $ats
      ? css`
          padding: 40px 48px 8px;
        `
      : css`
          min-height: 112px;
          padding: 20px 48px;
          background: ${ACCENT};
          color: #ffffff;
        `}
`;

const Who = styled.div`
  flex: 1;
  min-width: 0;
`;

const Name = styled.h2<{ $ats: boolean }>`
  margin: 0;
  font-size: ${({ $ats }) => ($ats ? '1.6rem' : '1.85rem')};
  line-height: 1.2;
`;

const Line = styled.p<{ $small?: boolean }>`
  margin: 2px 0 0 !important;
  font-size: ${({ $small }) => ($small ? '0.8rem' : '0.95rem')};
`;

const Photo = styled.img`
  width: 80px;
  height: 80px;
  flex-shrink: 0;
  border-radius: 50%;
  object-fit: cover;
  background: #ffffff;
`;

const Body = styled.div`
  padding: 12px 48px 40px;
`;

const Heading = styled.h3<{ $ats: boolean }>`
  margin: 16px 0 8px;
  font-size: 1rem;
  ${({ $ats }) =>
    $ats
      ? css`
          text-transform: uppercase;
          letter-spacing: 0.04em;
        `
      : css`
          padding-bottom: 4px;
          border-bottom: 1px solid rgba(15, 118, 110, 0.35);
          color: ${ACCENT};
        `}
`;

/**
 * The resume as it will export: 'Modern' (accent band, round photo, accent headings) or
 * 'ATS Classic' (one column, black serif text, no photo). Empty sections are left out, as in the files.
 */
export function ResumePreview(props: ResumePreviewProps) {
  const { name, role, contact, template, profileImageUrl, sections, language = DEFAULT_LOCALE, level = 2 } = props;
  const { t } = useI18n();
  const ats = template === 'ATS Classic';
  const shown = sections.filter((section) => section.label.trim() && parseRichText(sectionContent(section)).length);
  return (
    <Paper
      $ats={ats}
      className={props.className}
      aria-label={t(messages.resumeOf, { name })}
      lang={language}
      dir={localeDirection(language)}
    >
      <Header $ats={ats}>
        <Who>
          <Name as={level === 1 ? 'h1' : 'h2'} $ats={ats}>
            {name}
          </Name>
          {role && <Line>{role}</Line>}
          {contact && <Line $small>{contact}</Line>}
        </Who>
        {!ats && profileImageUrl && (
          <Photo src={profileImageUrl} srcSet={mediaSrcSet(profileImageUrl)} sizes="120px" alt={`Photo of ${name}`} />
        )}
      </Header>
      <Body>
        {shown.map((section) => {
          const label = section.label.trim();
          return (
            <section key={section.id}>
              <Heading as={level === 1 ? 'h2' : 'h3'} $ats={ats}>
                {label}
              </Heading>
              <RichText content={sectionContent(section)} />
            </section>
          );
        })}
      </Body>
    </Paper>
  );
}
