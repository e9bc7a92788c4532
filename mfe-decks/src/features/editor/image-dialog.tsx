import { useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import type { SlideMedia } from '@kuza/contracts';
import { Button, Dialog, TextField } from '@kuza/ui';
import { ErrorText, FieldLabel, Fields } from './field-styles';
import { readAsDataUrl } from './read-as-data-url';

export interface ImageDialogProps {
  initial?: SlideMedia;
  onCancel: () => void;
  onInsert: (media: SlideMedia) => void;
}

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const isHttpUrl = (value: string) => /^https?:\/\/[^\s]+$/i.test(value);

const Preview = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  text-align: center;
  img {
    max-width: 100%;
    max-height: 200px;
  }
`;

/** product.md §2 image editor: an uploaded file (kept in the deck as a data: URL, ≤ 2 MB) or a link. */
export function ImageDialog({ initial, onCancel, onInsert }: ImageDialogProps) {
  const [src, setSrc] = useState(initial?.src ?? '');
  const [url, setUrl] = useState(initial?.src && !initial.src.startsWith('data:') ? initial.src : '');
  const [alt, setAlt] = useState(initial?.alt ?? '');
  const [caption, setCaption] = useState(initial?.caption ?? '');
  const [fileError, setFileError] = useState<string>();
  const [broken, setBroken] = useState(false);
  const urlError = url && !isHttpUrl(url) ? 'Enter a link that starts with https://' : undefined;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setFileError(undefined);
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) return setFileError('Choose a PNG, JPEG, GIF or WebP image');
    if (file.size > MAX_IMAGE_BYTES) {
      event.target.value = '';
      return setFileError(`Images must be at most 2 MB; this one is ${(file.size / 1024 / 1024).toFixed(1)} MB`);
    }
    const data = await readAsDataUrl(file).catch(() => '');
    if (!data) return setFileError('This file could not be read');
    setUrl('');
    setBroken(false);
    setSrc(data);
    if (!alt) setAlt(file.name.replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' '));
  };

  const onUrl = (value: string) => {
    setUrl(value);
    setBroken(false);
    setSrc(isHttpUrl(value.trim()) ? value.trim() : '');
  };

  const insert = () => onInsert({ src, alt: alt.trim(), ...(caption.trim() ? { caption: caption.trim() } : {}) });

  return (
    <Dialog
      open
      onClose={onCancel}
      title="Add Media"
      description="Upload an image (PNG, JPEG, GIF or WebP, up to 2 MB) or paste a link to one."
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button disabled={!src} onClick={insert}>
            Insert Image
          </Button>
        </>
      }
    >
      <Fields>
        <FieldLabel>
          Upload an image
          <input type="file" accept={IMAGE_TYPES.join(',')} onChange={(event) => void onFile(event)} />
        </FieldLabel>
        {fileError && <ErrorText role="alert">{fileError}</ErrorText>}
        <TextField
          label="Image URL"
          name="url"
          type="url"
          placeholder="https://"
          value={url}
          error={urlError}
          onChange={(event) => onUrl(event.target.value)}
        />
        <TextField
          label="Alt text"
          name="alt"
          hint="Describe the image for people who cannot see it."
          maxLength={300}
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
        />
        <TextField
          label="Caption (optional)"
          name="caption"
          maxLength={300}
          value={caption}
          onChange={(event) => setCaption(event.target.value)}
        />
        {src && (
          <Preview>
            <img
              src={src}
              alt={alt ? `Preview: ${alt}` : 'Preview of the chosen image'}
              onError={() => setBroken(true)}
            />
            {broken && <ErrorText>This image could not be loaded. Check the link.</ErrorText>}
          </Preview>
        )}
      </Fields>
    </Dialog>
  );
}
