import styled from 'styled-components';
import type { CollabPresence } from '@kuza/contracts/collab';
import { avatarInitials } from '@kuza/app';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';

const MESSAGES = defineMessages({
  others: { id: 'decks.editor.live.others', defaultMessage: 'Also in this deck' },
  onSlide: { id: 'decks.editor.live.onSlide', defaultMessage: '{name} is on this slide' },
});

/** The initials of a name as the avatar menu draws them (first and last word). */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u);
  return avatarInitials({ firstname: words[0], lastname: words.length > 1 ? words[words.length - 1] : undefined });
}

const Row = styled.ul`
  display: flex;
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

/** The teammates in the deck now, as avatars at the top of the editor; each shows the name on hover. */
export function PresenceAvatars({ others }: { others: CollabPresence[] }) {
  const { t } = useI18n();
  if (others.length === 0) return null;
  return (
    <Row aria-label={t(MESSAGES.others)}>
      {others.map((person) => (
        <Avatar key={person.id} title={person.name} aria-label={person.name}>
          <span aria-hidden="true">{initialsOf(person.name)}</span>
        </Avatar>
      ))}
    </Row>
  );
}

/** On a slide's thumbnail: who of the teammates is on that slide. */
export function PresenceMarker({ others, itemId }: { others: CollabPresence[]; itemId: string }) {
  const { t } = useI18n();
  const here = others.filter((person) => person.itemId === itemId);
  if (here.length === 0) return null;
  return (
    <Row>
      {here.map((person) => {
        const label = t(MESSAGES.onSlide, { name: person.name });
        return (
          <Avatar key={person.id} $small title={label} aria-label={label}>
            <span aria-hidden="true">{initialsOf(person.name)}</span>
          </Avatar>
        );
      })}
    </Row>
  );
}
