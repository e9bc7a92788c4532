import styled from 'styled-components';
import type { CollabKind, CollabPresence } from '@kuza/contracts/collab';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { avatarInitials } from '../chrome/avatar-menu';

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

const Avatar = styled.li<{ $small?: boolean }>`
  display: grid;
  place-items: center;
  width: ${({ $small }) => ($small ? '1.25rem' : '2rem')};
  height: ${({ $small }) => ($small ? '1.25rem' : '2rem')};
  border: 2px solid ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
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

/** A teammate's name at the field they type in, outlined in the presence colour. */
const Tag = styled.li`
  padding: 0 ${({ theme }) => theme.spacing.xs};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** The teammates in the document now, as avatars at the top of the editor; each shows the name on hover. */
export function PresenceAvatars({ others, kind }: { others: CollabPresence[]; kind: CollabKind }) {
  const { t } = useI18n();
  if (others.length === 0) return null;
  return (
    <Row aria-label={t(MESSAGES.others, { kind })}>
      {others.map((person) => (
        <Avatar key={person.id} title={person.name} aria-label={person.name}>
          <span aria-hidden="true">{initialsOf(person.name)}</span>
        </Avatar>
      ))}
    </Row>
  );
}

/** On a slide's thumbnail or a section's row: who of the teammates is on it. */
export function PresenceMarker({
  others,
  itemId,
  kind,
}: {
  others: CollabPresence[];
  itemId: string;
  kind: CollabKind;
}) {
  const { t } = useI18n();
  const here = others.filter((person) => person.itemId === itemId);
  if (here.length === 0) return null;
  return (
    <Row>
      {here.map((person) => {
        const label = t(kind === 'deck' ? MESSAGES.onSlide : MESSAGES.inSection, { name: person.name });
        return (
          <Avatar key={person.id} $small title={label} aria-label={label}>
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
        <Tag key={person.id}>
          {fieldName
            ? t(MESSAGES.typingIn, { name: person.name, field: fieldName(person.field!) })
            : t(MESSAGES.typing, { name: person.name })}
        </Tag>
      ))}
    </Tags>
  );
}
