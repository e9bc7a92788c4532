import { useId, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { mediaIdOf } from '@kuza/contracts';
import { useMediaUploadMutation } from '@kuza/app';
import { errorMessage } from '@kuza/store';
import { Button, Dialog, DialogActions, Stack, TextField } from '@kuza/ui';
import { defineMessages, type MessageDescriptor } from '@kuza/i18n';
import { useResumesI18n } from '../../i18n';
import { COMMON_MESSAGES } from '../../lib/common-messages';

const messages = defineMessages({
  https: { id: 'resumes.photo.https', defaultMessage: 'Use a link that starts with https://' },
  fullLink: {
    id: 'resumes.photo.fullLink',
    defaultMessage: 'Enter a full image link, e.g. https://example.com/photo.jpg',
  },
  title: { id: 'resumes.photo.title', defaultMessage: 'Profile image' },
  lead: { id: 'resumes.photo.lead', defaultMessage: "Shown in the Modern template's header." },
  type: { id: 'resumes.photo.type', defaultMessage: 'Choose a PNG, JPEG or WebP image.' },
  size: { id: 'resumes.photo.size', defaultMessage: 'Images can be at most 1 MB. Choose a smaller one.' },
  failed: { id: 'resumes.photo.failed', defaultMessage: 'This photo could not be uploaded. Try again.' },
  link: { id: 'resumes.photo.link', defaultMessage: 'Image link' },
  upload: { id: 'resumes.photo.upload', defaultMessage: 'Or upload a photo (PNG, JPEG or WebP, up to 1 MB)' },
  uploading: { id: 'resumes.photo.uploading', defaultMessage: 'Uploading…' },
  preview: { id: 'resumes.photo.preview', defaultMessage: 'Preview of the profile image' },
  remove: { id: 'resumes.photo.remove', defaultMessage: 'Remove image' },
  insert: { id: 'resumes.photo.insert', defaultMessage: 'Insert Image' },
});

/** Uploads go to the media store, and the resume keeps their URL; a photo needs no more than 1 MB. */
export const MAX_IMAGE_BYTES = 1024 * 1024;
/** The exporters take PNG and JPEG as they are; the media store converts WebP for them. */
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

export function imageUrlProblem(url: string): MessageDescriptor | undefined {
  if (!url) return undefined;
  if (/^data:image\/(png|jpe?g);base64,/i.test(url)) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? undefined : messages.https;
  } catch {
    return messages.fullLink;
  }
}

const Preview = styled.img`
  width: 120px;
  height: 120px;
  border-radius: 50%;
  object-fit: cover;
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const FileLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface ProfileImageDialogProps {
  open: boolean;
  current: string;
  onClose: () => void;
  onInsert: (url: string) => void;
}

/** The profile photo: a link or an upload (PNG, JPEG or WebP up to 1 MB), previewed before 'Insert Image'. */
export function ProfileImageDialog({ open, current, onClose, onInsert }: ProfileImageDialogProps) {
  const { t } = useResumesI18n();
  return (
    <Dialog open={open} onClose={onClose} title={t(messages.title)} description={t(messages.lead)}>
      {open && <ImageForm current={current} onClose={onClose} onInsert={onInsert} />}
    </Dialog>
  );
}

function ImageForm({ current, onClose, onInsert }: Omit<ProfileImageDialogProps, 'open'>) {
  const { t } = useResumesI18n();
  const id = useId();
  const uploaded = current.startsWith('data:') || mediaIdOf(current) !== null;
  const [url, setUrl] = useState(uploaded ? '' : current);
  const [upload, setUpload] = useState(uploaded ? current : '');
  const [store, { isLoading: uploading }] = useMediaUploadMutation();
  const [fileProblem, setFileProblem] = useState<string>();
  const source = upload || url.trim();
  const urlProblem = upload ? undefined : imageUrlProblem(url.trim());

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setFileProblem(undefined);
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) return setFileProblem(t(messages.type));
    if (file.size > MAX_IMAGE_BYTES) return setFileProblem(t(messages.size));
    try {
      setUpload((await store(file).unwrap()).url);
    } catch (error) {
      event.target.value = '';
      setFileProblem(errorMessage(error, t(messages.failed)));
    }
  };

  const insert = () => {
    onInsert(source);
    onClose();
  };

  return (
    <Stack gap="md">
      <TextField
        label={t(messages.link)}
        name="imageUrl"
        type="url"
        placeholder="https://…"
        value={url}
        error={url && urlProblem && t(urlProblem)}
        onChange={(event) => {
          setUrl(event.target.value);
          setUpload('');
        }}
      />
      <Stack gap="xs">
        <FileLabel htmlFor={`${id}-file`}>{t(messages.upload)}</FileLabel>
        <input id={`${id}-file`} type="file" accept={IMAGE_TYPES.join(',')} onChange={(event) => void choose(event)} />
        {uploading && <p role="status">{t(messages.uploading)}</p>}
        {fileProblem && <Problem role="alert">{fileProblem}</Problem>}
      </Stack>
      {source && !urlProblem && <Preview src={source} alt={t(messages.preview)} />}
      <DialogActions>
        {current && (
          <Button
            variant="ghost"
            onClick={() => {
              onInsert('');
              onClose();
            }}
          >
            {t(messages.remove)}
          </Button>
        )}
        <Button variant="secondary" onClick={onClose}>
          {t(COMMON_MESSAGES.cancel)}
        </Button>
        <Button onClick={insert} disabled={!source || !!urlProblem || source === current || uploading}>
          {t(messages.insert)}
        </Button>
      </DialogActions>
    </Stack>
  );
}
