import { useId, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES, PROFILE_MESSAGES, type PublicUser } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button, Spinner, Stack, toast } from '@kuza/ui';
import { avatarInitials } from '@kuza/app';
import { useProfileRemoveAvatarMutation, useProfileUploadAvatarMutation } from './api';
import { ImageUrlForm } from './image-url-form';
import { shrinkImage } from './shrink-image';
import { defineMessages } from '@kuza/i18n';
import { useDashboardI18n } from '../../i18n';

const messages = defineMessages({
  photo: { id: 'dashboard.photo.alt', defaultMessage: 'Your profile photo' },
  uploading: { id: 'dashboard.photo.uploading', defaultMessage: 'Uploading' },
  upload: { id: 'dashboard.photo.upload', defaultMessage: 'Upload a photo' },
  removing: { id: 'dashboard.photo.removing', defaultMessage: 'Removing' },
  remove: { id: 'dashboard.photo.remove', defaultMessage: 'Remove photo' },
  hint: {
    id: 'dashboard.photo.hint',
    defaultMessage: 'PNG, JPEG, WebP or GIF. Large photos are made smaller before upload.',
  },
});

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.lg};
`;

const Avatar = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 6rem;
  height: 6rem;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Upload = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const ACCEPT = AVATAR_CONTENT_TYPES.join(',');

/** The profile photo: upload one (shrunk in the browser), use an image address, or remove it. */
export function PhotoSection({ user }: { user: PublicUser }) {
  const { t } = useDashboardI18n();
  const [upload] = useProfileUploadAvatarMutation();
  const [remove, { isLoading: removing }] = useProfileRemoveAvatarMutation();
  const [uploading, setUploading] = useState(false);
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(AVATAR_CONTENT_TYPES as readonly string[]).includes(file.type)) {
      toast.error(t(PROFILE_MESSAGES.imageType));
      return;
    }
    setUploading(true);
    try {
      const image = await shrinkImage(file);
      if (image.size > AVATAR_MAX_BYTES) throw { data: { error: t(PROFILE_MESSAGES.imageTooLarge) } };
      await upload(image).unwrap();
      toast.success(t(PROFILE_MESSAGES.imageSaved));
    } catch (error) {
      toast.error(errorMessage(error, t(PROFILE_MESSAGES.imageFailed)));
    } finally {
      setUploading(false);
    }
  };

  const onRemove = async () => {
    try {
      await remove().unwrap();
      toast.success(t(PROFILE_MESSAGES.imageRemoved));
    } catch (error) {
      toast.error(errorMessage(error, t(PROFILE_MESSAGES.imageFailed)));
    }
  };

  return (
    <Stack gap="md">
      <Row>
        <Avatar>
          {user.profileImage ? (
            <img src={user.profileImage} alt={t(messages.photo)} />
          ) : (
            <span aria-hidden="true">{avatarInitials(user)}</span>
          )}
        </Avatar>
        <Stack gap="sm">
          <Stack direction="row" gap="sm" wrap align="center">
            <Upload aria-busy={uploading || undefined}>
              {uploading && <Spinner size="sm" label={t(messages.uploading)} />}
              {t(messages.upload)}
              <input
                ref={input}
                type="file"
                accept={ACCEPT}
                disabled={uploading}
                aria-describedby={hintId}
                onChange={(event) => void onFile(event)}
              />
            </Upload>
            {user.profileImage && (
              <Button
                variant="ghost"
                loading={removing}
                loadingLabel={t(messages.removing)}
                onClick={() => void onRemove()}
              >
                {t(messages.remove)}
              </Button>
            )}
          </Stack>
          <Hint id={hintId}>{t(messages.hint)}</Hint>
        </Stack>
      </Row>
      <ImageUrlForm />
    </Stack>
  );
}
