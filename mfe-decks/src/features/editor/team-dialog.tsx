import { useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { MAX_TEAM_CARDS, type TeamMemberCard } from '@kuza/contracts';
import { useMediaUploadMutation } from '@kuza/app';
import { errorMessage } from '@kuza/store';
import { Button, Dialog, TextArea, TextField } from '@kuza/ui';
import { ErrorText, FieldLabel, Fields } from './field-styles';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { writtenIn } from '../preview/line-direction';
import { COMMON_MESSAGES } from '../../components/common-messages';

const MESSAGES = defineMessages({
  badType: { id: 'decks.team.badType', defaultMessage: 'Choose a PNG, JPEG or WebP photo' },
  tooBig: { id: 'decks.team.tooBig', defaultMessage: 'Team photos must be at most {max}; this one is {size}' },
  uploadFailed: { id: 'decks.team.uploadFailed', defaultMessage: 'This photo could not be uploaded. Try again.' },
  title: { id: 'decks.team.title', defaultMessage: 'Team cards' },
  description: {
    id: 'decks.team.description',
    defaultMessage: 'Up to {max} people, each with a name, a role, a short bio and a photo.',
  },
  save: { id: 'decks.team.save', defaultMessage: 'Save Team' },
  member: { id: 'decks.team.member', defaultMessage: 'Member {number}' },
  name: { id: 'decks.team.name', defaultMessage: 'Name' },
  nameRequired: { id: 'decks.team.nameRequired', defaultMessage: 'Enter a name for this card' },
  role: { id: 'decks.team.role', defaultMessage: 'Role' },
  bio: { id: 'decks.team.bio', defaultMessage: 'Bio' },
  photoOf: { id: 'decks.team.photoOf', defaultMessage: 'Photo of {name}' },
  photoOfMember: { id: 'decks.team.photoOfMember', defaultMessage: 'Photo of member {number}' },
  photo: { id: 'decks.team.photo', defaultMessage: 'Photo' },
  removePhoto: { id: 'decks.team.removePhoto', defaultMessage: 'Remove photo' },
  removeMember: { id: 'decks.team.removeMember', defaultMessage: 'Remove member {number}' },
  addMember: { id: 'decks.team.addMember', defaultMessage: 'Add member' },
});

export interface TeamDialogProps {
  /** The deck's language: its people's names, roles and words are typed in its direction. */
  language?: string;
  initial?: TeamMemberCard[];
  onCancel: () => void;
  onSave: (team: TeamMemberCard[]) => void;
}

export const MAX_PHOTO_BYTES = 1024 * 1024;
const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const EMPTY: TeamMemberCard = { name: '', role: '', bio: '' };

const Member = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  legend {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  img {
    width: 64px;
    height: 64px;
    border-radius: 50%;
    object-fit: cover;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/** The Team slide's cards: name, role, a short bio and a photo (kept as a data: URL, ≤ 1 MB) per member. */
export function TeamDialog({ initial, language, onCancel, onSave }: TeamDialogProps) {
  const written = writtenIn(language);
  const { t, formatNumber } = useI18n();
  const megabytes = (bytes: number, digits = 0) =>
    formatNumber(bytes / 1024 / 1024, {
      style: 'unit',
      unit: 'megabyte',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  const [members, setMembers] = useState<TeamMemberCard[]>(() => (initial?.length ? initial : [EMPTY]));
  const [photoErrors, setPhotoErrors] = useState<Record<number, string>>({});
  const [tried, setTried] = useState(false);
  const [upload] = useMediaUploadMutation();
  const unnamed = members.map((m) => !m.name.trim());

  const change = (index: number, changes: Partial<TeamMemberCard>) =>
    setMembers((list) => list.map((m, i) => (i === index ? { ...m, ...changes } : m)));

  const onPhoto = async (index: number, event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    const fail = (message: string) => setPhotoErrors((errors) => ({ ...errors, [index]: message }));
    setPhotoErrors((errors) => ({ ...errors, [index]: '' }));
    if (!file) return;
    if (!PHOTO_TYPES.includes(file.type)) return fail(t(MESSAGES.badType));
    if (file.size > MAX_PHOTO_BYTES) {
      event.target.value = '';
      return fail(t(MESSAGES.tooBig, { max: megabytes(MAX_PHOTO_BYTES), size: megabytes(file.size, 1) }));
    }
    try {
      // Stored once in the media store; the card keeps its URL.
      const stored = await upload(file).unwrap();
      change(index, { imageUrl: stored.url });
    } catch (error) {
      event.target.value = '';
      fail(errorMessage(error, t(MESSAGES.uploadFailed)));
    }
  };

  const save = () => {
    setTried(true);
    if (unnamed.some(Boolean)) return;
    onSave(
      members.map(({ name, role, bio, imageUrl }) => ({
        name: name.trim(),
        role: role.trim(),
        ...(bio?.trim() ? { bio: bio.trim() } : {}),
        ...(imageUrl ? { imageUrl } : {}),
      })),
    );
  };

  return (
    <Dialog
      open
      onClose={onCancel}
      title={t(MESSAGES.title)}
      description={t(MESSAGES.description, { max: MAX_TEAM_CARDS })}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t(COMMON_MESSAGES.cancel)}
          </Button>
          <Button onClick={save}>{t(MESSAGES.save)}</Button>
        </>
      }
    >
      <Fields>
        {members.map((member, i) => (
          <Member key={i}>
            <legend>{t(MESSAGES.member, { number: i + 1 })}</legend>
            <TextField
              label={t(MESSAGES.name)}
              name={`name-${i}`}
              maxLength={100}
              value={member.name}
              {...written}
              error={tried && unnamed[i] ? t(MESSAGES.nameRequired) : undefined}
              onChange={(event) => change(i, { name: event.target.value })}
            />
            <TextField
              label={t(MESSAGES.role)}
              name={`role-${i}`}
              maxLength={100}
              value={member.role}
              {...written}
              onChange={(event) => change(i, { role: event.target.value })}
            />
            <TextArea
              label={t(MESSAGES.bio)}
              name={`bio-${i}`}
              maxLength={400}
              rows={2}
              value={member.bio ?? ''}
              {...written}
              onChange={(event) => change(i, { bio: event.target.value })}
            />
            <Row>
              {member.imageUrl && (
                <img
                  src={member.imageUrl}
                  alt={
                    member.name
                      ? t(MESSAGES.photoOf, { name: member.name })
                      : t(MESSAGES.photoOfMember, { number: i + 1 })
                  }
                />
              )}
              <FieldLabel>
                {t(MESSAGES.photo)}
                <input type="file" accept={PHOTO_TYPES.join(',')} onChange={(event) => void onPhoto(i, event)} />
              </FieldLabel>
              {member.imageUrl && (
                <Button size="sm" variant="secondary" onClick={() => change(i, { imageUrl: undefined })}>
                  {t(MESSAGES.removePhoto)}
                </Button>
              )}
            </Row>
            {photoErrors[i] && <ErrorText role="alert">{photoErrors[i]}</ErrorText>}
            <Row>
              <Button
                size="sm"
                variant="secondary"
                disabled={members.length <= 1}
                onClick={() => setMembers((list) => list.filter((_, j) => j !== i))}
              >
                {t(MESSAGES.removeMember, { number: i + 1 })}
              </Button>
            </Row>
          </Member>
        ))}
        <Row>
          <Button
            variant="secondary"
            disabled={members.length >= MAX_TEAM_CARDS}
            onClick={() => setMembers((list) => [...list, EMPTY])}
          >
            {t(MESSAGES.addMember)}
          </Button>
        </Row>
      </Fields>
    </Dialog>
  );
}
