import { useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { MEDIA_MAX_BYTES, mediaIdOf, type SlideMedia } from '@kuza/contracts';
import { useMediaUploadMutation } from '@kuza/app';
import { errorMessage } from '@kuza/store';
import { Button, Dialog, TextField } from '@kuza/ui';
import { ErrorText, FieldLabel, Fields } from './field-styles';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { COMMON_MESSAGES } from '../../components/common-messages';

const MESSAGES = defineMessages({
  badUrl: { id: 'decks.image.badUrl', defaultMessage: 'Enter a link that starts with https://' },
  badType: { id: 'decks.image.badType', defaultMessage: 'Choose a PNG, JPEG, GIF or WebP image' },
  tooBig: { id: 'decks.image.tooBig', defaultMessage: 'Images must be at most {max}; this one is {size}' },
  uploadFailed: { id: 'decks.image.uploadFailed', defaultMessage: 'This image could not be uploaded. Try again.' },
  title: { id: 'decks.image.title', defaultMessage: 'Add Media' },
  description: {
    id: 'decks.image.description',
    defaultMessage: 'Upload an image (PNG, JPEG, GIF or WebP, up to {max}) or paste a link to one.',
  },
  insert: { id: 'decks.image.insert', defaultMessage: 'Insert Image' },
  upload: { id: 'decks.image.upload', defaultMessage: 'Upload an image' },
  uploading: { id: 'decks.image.uploading', defaultMessage: 'Uploading…' },
  url: { id: 'decks.image.url', defaultMessage: 'Image URL' },
  alt: { id: 'decks.image.alt', defaultMessage: 'Alt text' },
  altHint: { id: 'decks.image.altHint', defaultMessage: 'Describe the image for people who cannot see it.' },
  caption: { id: 'decks.image.caption', defaultMessage: 'Caption (optional)' },
  previewOf: { id: 'decks.image.previewOf', defaultMessage: 'Preview: {alt}' },
  preview: { id: 'decks.image.preview', defaultMessage: 'Preview of the chosen image' },
  broken: { id: 'decks.image.broken', defaultMessage: 'This image could not be loaded. Check the link.' },
});

export interface ImageDialogProps {
  initial?: SlideMedia;
  onCancel: () => void;
  onInsert: (media: SlideMedia) => void;
}

export const MAX_IMAGE_BYTES = MEDIA_MAX_BYTES;
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

/**
 * product.md §2 image editor: an uploaded file (≤ 2 MB, stored once in the media store and held by
 * the deck as its URL) or a link.
 */
export function ImageDialog({ initial, onCancel, onInsert }: ImageDialogProps) {
  const { t, formatNumber } = useI18n();
  const megabytes = (bytes: number, digits = 0) =>
    formatNumber(bytes / 1024 / 1024, {
      style: 'unit',
      unit: 'megabyte',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  const [src, setSrc] = useState(initial?.src ?? '');
  const [url, setUrl] = useState(
    initial?.src && !initial.src.startsWith('data:') && !mediaIdOf(initial.src) ? initial.src : '',
  );
  const [alt, setAlt] = useState(initial?.alt ?? '');
  const [caption, setCaption] = useState(initial?.caption ?? '');
  const [fileError, setFileError] = useState<string>();
  const [broken, setBroken] = useState(false);
  const [upload, { isLoading: uploading }] = useMediaUploadMutation();
  const urlError = url && !isHttpUrl(url) ? t(MESSAGES.badUrl) : undefined;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setFileError(undefined);
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) return setFileError(t(MESSAGES.badType));
    if (file.size > MAX_IMAGE_BYTES) {
      event.target.value = '';
      return setFileError(t(MESSAGES.tooBig, { max: megabytes(MAX_IMAGE_BYTES), size: megabytes(file.size, 1) }));
    }
    // Before the upload: alt text typed while it runs is the founder's and stays.
    setAlt((current) => current || file.name.replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' '));
    try {
      const stored = await upload(file).unwrap();
      setUrl('');
      setBroken(false);
      setSrc(stored.url);
    } catch (error) {
      event.target.value = '';
      return setFileError(errorMessage(error, t(MESSAGES.uploadFailed)));
    }
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
      title={t(MESSAGES.title)}
      description={t(MESSAGES.description, { max: megabytes(MAX_IMAGE_BYTES) })}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t(COMMON_MESSAGES.cancel)}
          </Button>
          <Button disabled={!src || uploading} onClick={insert}>
            {t(MESSAGES.insert)}
          </Button>
        </>
      }
    >
      <Fields>
        <FieldLabel>
          {t(MESSAGES.upload)}
          <input type="file" accept={IMAGE_TYPES.join(',')} onChange={(event) => void onFile(event)} />
        </FieldLabel>
        {uploading && <p role="status">{t(MESSAGES.uploading)}</p>}
        {fileError && <ErrorText role="alert">{fileError}</ErrorText>}
        <TextField
          label={t(MESSAGES.url)}
          name="url"
          type="url"
          placeholder="https://"
          value={url}
          error={urlError}
          onChange={(event) => onUrl(event.target.value)}
        />
        <TextField
          label={t(MESSAGES.alt)}
          name="alt"
          hint={t(MESSAGES.altHint)}
          maxLength={300}
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
        />
        <TextField
          label={t(MESSAGES.caption)}
          name="caption"
          maxLength={300}
          value={caption}
          onChange={(event) => setCaption(event.target.value)}
        />
        {src && (
          <Preview>
            <img
              src={src}
              alt={alt ? t(MESSAGES.previewOf, { alt }) : t(MESSAGES.preview)}
              onError={() => setBroken(true)}
            />
            {broken && <ErrorText>{t(MESSAGES.broken)}</ErrorText>}
          </Preview>
        )}
      </Fields>
    </Dialog>
  );
}
