import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { CollabKind, CollabPresence } from '@kuza/contracts/collab';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { avatarInitials } from '../chrome/avatar-menu';
import { presenceColour } from './colour';

const MESSAGES = defineMessages({
  others: {
    id: 'app.live.others',
    defaultMessage: '{kind, select, deck {Also in this deck} other {Also in this resume}}',
  },
  onSlide: { id: 'app.live.onSlide', defaultMessage: '{name} is on this slide' },
  inSection: { id: 'app.live.inSection', defaultMessage: '{name} is in this section' },
  typing: { id: 'app.live.typing', defaultMessage: '{name} is typing here' },
  typingIn: { id: 'app.live.typingIn', defaultMessage: '{name} is typing in {field}' },
});

/** The initials of a name as the avatar menu draws them (first and last word). */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u);
  return avatarInitials({ firstname: words[0], lastname: words.length > 1 ? words[words.length - 1] : undefined });
}

const Row = styled.ul`
  display: flex;
  flex-wrap: wrap;
  margin: 0;
  padding: 0;
  list-style: none;
  & > li + li {
    margin-inline-start: -6px;
  }
`;

const Avatar = styled.li<{ $small?: boolean; $colour: string }>`
  display: grid;
  place-items: center;
  width: ${({ $small }) => ($small ? '1.25rem' : '2rem')};
  height: ${({ $small }) => ($small ? '1.25rem' : '2rem')};
  border: 2px solid ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $colour }) => $colour};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ $small, theme }) => ($small ? '0.625rem' : theme.fontSizes.xs)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A teammate's name where they type, in their colour. */
const Tag = styled.li<{ $colour: string }>`
  padding: 0 ${({ theme }) => theme.spacing.xs};
  border: 2px solid ${({ $colour }) => $colour};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ $colour }) => $colour};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
`;

/** A field drawn here: what its name tags and outline are placed on. */
const Anchor = styled.div`
  position: relative;
  display: grid;
  min-width: 0;
`;

/** Around a field a teammate types in, in their colour; clicks go through to the field. */
const Outline = styled.span<{ $colour: string }>`
  position: absolute;
  inset: -4px;
  border: 2px solid ${({ $colour }) => $colour};
  border-radius: ${({ theme }) => theme.radii.sm};
  pointer-events: none;
`;

const FieldTags = styled(Tags)`
  position: absolute;
  z-index: 1;
  inset-block-end: calc(100% + 2px);
  inset-inline-end: 0;
  flex-wrap: nowrap;
  pointer-events: none;
`;

/** The teammates in the document now, as avatars at the top of the editor; each shows the name on hover. */
export function PresenceAvatars({ others, kind }: { others: CollabPresence[]; kind: CollabKind }) {
  const { t } = useI18n();
  if (others.length === 0) return null;
  return (
    <Row aria-label={t(MESSAGES.others, { kind })}>
      {others.map((person) => (
        <Avatar key={person.id} $colour={presenceColour(person.id)} title={person.name} aria-label={person.name}>
          <span aria-hidden="true">{initialsOf(person.name)}</span>
        </Avatar>
      ))}
    </Row>
  );
}

/** On a slide's thumbnail or a section's row (a resume's, an outline's): who of the teammates is on it. */
export function PresenceMarker({
  others,
  itemId,
  kind,
  unit = kind === 'deck' ? 'slide' : 'section',
}: {
  others: CollabPresence[];
  itemId: string;
  kind: CollabKind;
  /** What the item is called: a deck's slide (default for a deck), or a section (a resume's, a deck's outline). */
  unit?: 'slide' | 'section';
}) {
  const { t } = useI18n();
  const here = others.filter((person) => person.itemId === itemId);
  if (here.length === 0) return null;
  return (
    <Row>
      {here.map((person) => {
        const label = t(unit === 'slide' ? MESSAGES.onSlide : MESSAGES.inSection, { name: person.name });
        return (
          <Avatar key={person.id} $small $colour={presenceColour(person.id)} title={label} aria-label={label}>
            <span aria-hidden="true">{initialsOf(person.name)}</span>
          </Avatar>
        );
      })}
    </Row>
  );
}

export interface TypingTagsProps {
  others: CollabPresence[];
  itemId: string;
  /** Only who types in this field; without it, who types in any field of the item. */
  field?: string;
  /** The words of a field (`title`, `bullets.2`), when the tag says which one. */
  fieldName?: (field: string) => string;
}

/** Name tags of the teammates typing in a slide's or section's field now ("Amina is typing here"). */
export function TypingTags({ others, itemId, field, fieldName }: TypingTagsProps) {
  const { t } = useI18n();
  const typing = others.filter(
    (person) => person.itemId === itemId && person.field && (field === undefined || person.field === field),
  );
  if (typing.length === 0) return null;
  return (
    <Tags>
      {typing.map((person) => (
        <Tag key={person.id} $colour={presenceColour(person.id)}>
          {fieldName
            ? t(MESSAGES.typingIn, { name: person.name, field: fieldName(person.field!) })
            : t(MESSAGES.typing, { name: person.name })}
        </Tag>
      ))}
    </Tags>
  );
}

export interface TypingOnProps {
  others: CollabPresence[];
  /** The slide or section the field belongs to, and the field (`title`, `bullets.2`). */
  itemId: string;
  field: string;
}

/**
 * The teammates typing in a field now, drawn on the element that holds it (which must be
 * positioned): the field outlined and their name tags ("Amina is typing here") on its top edge,
 * each in the teammate's colour. Nobody typing: nothing.
 */
export function TypingOn({ others, itemId, field }: TypingOnProps) {
  const { t } = useI18n();
  const typing = others.filter((person) => person.itemId === itemId && person.field === field);
  if (typing.length === 0) return null;
  return (
    <>
      <Outline aria-hidden="true" $colour={presenceColour(typing[0]!.id)} />
      <FieldTags>
        {typing.map((person) => (
          <Tag key={person.id} $colour={presenceColour(person.id)}>
            {t(MESSAGES.typing, { name: person.name })}
          </Tag>
        ))}
      </FieldTags>
    </>
  );
}

export interface TypingAtProps extends TypingOnProps {
  /** The field itself (an input, a text), which the tags are drawn on. */
  children: ReactNode;
}

/** A field drawn with the teammates typing in it now (`TypingOn`). */
export function TypingAt({ children, ...props }: TypingAtProps) {
  return (
    <Anchor>
      {children}
      <TypingOn {...props} />
    </Anchor>
  );
}
