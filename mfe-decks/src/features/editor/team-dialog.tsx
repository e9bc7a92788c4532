import { useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { MAX_TEAM_CARDS, type TeamMemberCard } from '@kuza/contracts';
import { useMediaUploadMutation } from '@kuza/app';
import { errorMessage } from '@kuza/store';
import { Button, Dialog, TextArea, TextField } from '@kuza/ui';
import { ErrorText, FieldLabel, Fields } from './field-styles';

export interface TeamDialogProps {
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
export function TeamDialog({ initial, onCancel, onSave }: TeamDialogProps) {
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
    if (!PHOTO_TYPES.includes(file.type)) return fail('Choose a PNG, JPEG or WebP photo');
    if (file.size > MAX_PHOTO_BYTES) {
      event.target.value = '';
      return fail(`Team photos must be at most 1 MB; this one is ${(file.size / 1024 / 1024).toFixed(1)} MB`);
    }
    try {
      // Stored once in the media store; the card keeps its URL.
      const stored = await upload(file).unwrap();
      change(index, { imageUrl: stored.url });
    } catch (error) {
      event.target.value = '';
      fail(errorMessage(error, 'This photo could not be uploaded. Try again.'));
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
      title="Team cards"
      description={`Up to ${MAX_TEAM_CARDS} people, each with a name, a role, a short bio and a photo.`}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={save}>Save Team</Button>
        </>
      }
    >
      <Fields>
        {members.map((member, i) => (
          <Member key={i}>
            <legend>Member {i + 1}</legend>
            <TextField
              label="Name"
              name={`name-${i}`}
              maxLength={100}
              value={member.name}
              error={tried && unnamed[i] ? 'Enter a name for this card' : undefined}
              onChange={(event) => change(i, { name: event.target.value })}
            />
            <TextField
              label="Role"
              name={`role-${i}`}
              maxLength={100}
              value={member.role}
              onChange={(event) => change(i, { role: event.target.value })}
            />
            <TextArea
              label="Bio"
              name={`bio-${i}`}
              maxLength={400}
              rows={2}
              value={member.bio ?? ''}
              onChange={(event) => change(i, { bio: event.target.value })}
            />
            <Row>
              {member.imageUrl && <img src={member.imageUrl} alt={`Photo of ${member.name || `member ${i + 1}`}`} />}
              <FieldLabel>
                Photo
                <input type="file" accept={PHOTO_TYPES.join(',')} onChange={(event) => void onPhoto(i, event)} />
              </FieldLabel>
              {member.imageUrl && (
                <Button size="sm" variant="secondary" onClick={() => change(i, { imageUrl: undefined })}>
                  Remove photo
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
                Remove member {i + 1}
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
            Add member
          </Button>
        </Row>
      </Fields>
    </Dialog>
  );
}
