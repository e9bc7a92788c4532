import { expect, type APIRequestContext } from '@playwright/test';
import { e2eOrigin } from './env';

/** Saves onboarding answers of the signed-in account through the API (`PUT /auth`), as the steps do. */
export async function saveOnboarding(request: APIRequestContext, answers: Record<string, unknown>) {
  const response = await request.put(`${e2eOrigin('api')}/auth`, { data: answers });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Marks the signed-in account's onboarding as finished through the API (`PUT /auth`), for tests
 * about pages after onboarding: the dashboard sends a founder who left onboarding half-way back to it.
 */
export async function finishOnboarding(
  request: APIRequestContext,
  answers: Record<string, unknown> = { industry: 'Fintech', team_size: '1-10', goals: ['Create pitch deck'] },
) {
  await saveOnboarding(request, { ...answers, completed_step: 3 });
}
