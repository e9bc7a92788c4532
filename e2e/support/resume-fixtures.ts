import { expect, type APIRequestContext } from '@playwright/test';
import type { Resume, ResumeCreationInputs } from '@kuza/contracts';
import { e2eOrigin } from './env';

const api = (path: string) => `${e2eOrigin('api')}${path}`;

/**
 * Builds a resume through the API (the request context must hold a session), as the creation
 * dialog does: 'Start with AI' from the founder's details, then built with the given summary.
 * Returns the resume as saved.
 */
export async function createBuiltResume(
  request: APIRequestContext,
  inputs: ResumeCreationInputs,
  summary: string,
): Promise<Resume> {
  const created = await request.post(api('/resumes'), { data: { mode: 'ai', inputs } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as Resume;
  const built = await request.post(api(`/resumes/${id}/build`), { data: { summary } });
  expect(built.status(), await built.text()).toBe(200);
  return (await built.json()) as Resume;
}
