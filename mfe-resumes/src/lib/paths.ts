import { resumeOpenPath } from '@kuza/contracts';

/** The resumes remote's links, built in one place. */
export const paths = {
  list: '/resume-builder',
  generating: (id: string) => `/resume-generating?resume=${encodeURIComponent(id)}`,
  editor: (id: string) => resumeOpenPath({ id }),
  /** The public page of a share token; the API's `path` is not trusted to name the right remote. */
  shared: (token: string) => `/share/resume/${encodeURIComponent(token)}`,
};
