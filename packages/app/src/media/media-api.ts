import type { MediaUpload } from '@kuza/contracts';
import { baseApi } from '@kuza/store';

/**
 * POST /media: a picture (slide image, resume photo) goes to the media store once, as the raw file;
 * documents then hold its URL, so saves and the page stay small.
 */
export const mediaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    mediaUpload: build.mutation<MediaUpload, File | Blob>({
      query: (file) => ({
        url: '/media',
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream' },
        body: file,
      }),
    }),
  }),
});

export const { useMediaUploadMutation } = mediaApi;
