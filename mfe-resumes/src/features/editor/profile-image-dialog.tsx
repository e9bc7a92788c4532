import { useId, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Button, Dialog, DialogActions, Stack, TextField } from '@kuza/ui';

/** Uploads become data: URLs kept in the resume; the API takes up to 1 MB (updateResumeSchema). */
export const MAX_IMAGE_BYTES = 1024 * 1024;
/** The exporters embed PNG and JPEG only. */
const IMAGE_TYPES = ['image/png', 'image/jpeg'];

export function imageUrlProblem(url: string): string | undefined {
  if (!url) return undefined;
  if (/^data:image\/(png|jpe?g);base64,/i.test(url)) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:'
      ? undefined
      : 'Use a link that starts with https://';
  } catch {
    return 'Enter a full image link, e.g. https://example.com/photo.jpg';
  }
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
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

/** The profile photo: a link or an upload (PNG or JPEG up to 1 MB), previewed before 'Insert Image'. */
export function ProfileImageDialog({ open, current, onClose, onInsert }: ProfileImageDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Profile image" description="Shown in the Modern template's header.">
      {open && <ImageForm current={current} onClose={onClose} onInsert={onInsert} />}
    </Dialog>
  );
}

function ImageForm({ current, onClose, onInsert }: Omit<ProfileImageDialogProps, 'open'>) {
  const id = useId();
  const [url, setUrl] = useState(current.startsWith('data:') ? '' : current);
  const [upload, setUpload] = useState(current.startsWith('data:') ? current : '');
  const [fileProblem, setFileProblem] = useState<string>();
  const source = upload || url.trim();
  const urlProblem = upload ? undefined : imageUrlProblem(url.trim());

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setFileProblem(undefined);
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) return setFileProblem('Choose a PNG or JPEG image.');
    if (file.size > MAX_IMAGE_BYTES) return setFileProblem('Images can be at most 1 MB. Choose a smaller one.');
    setUpload(await readAsDataUrl(file));
  };

  const insert = () => {
    onInsert(source);
    onClose();
  };

  return (
    <Stack gap="md">
      <TextField
        label="Image link"
        name="imageUrl"
        type="url"
        placeholder="https://…"
        value={url}
        error={url && urlProblem}
        onChange={(event) => {
          setUrl(event.target.value);
          setUpload('');
        }}
      />
      <Stack gap="xs">
        <FileLabel htmlFor={`${id}-file`}>Or upload a photo (PNG or JPEG, up to 1 MB)</FileLabel>
        <input id={`${id}-file`} type="file" accept={IMAGE_TYPES.join(',')} onChange={(event) => void choose(event)} />
        {fileProblem && <Problem role="alert">{fileProblem}</Problem>}
      </Stack>
      {source && !urlProblem && <Preview src={source} alt="Preview of the profile image" />}
      <DialogActions>
        {current && (
          <Button
            variant="ghost"
            onClick={() => {
              onInsert('');
              onClose();
            }}
          >
            Remove image
          </Button>
        )}
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={insert} disabled={!source || !!urlProblem || source === current}>
          Insert Image
        </Button>
      </DialogActions>
    </Stack>
  );
}
