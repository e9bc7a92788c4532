import { expect, type APIRequestContext } from '@playwright/test';
import { e2eOrigin } from './env';

/**
 * Marks the signed-in account's onboarding as finished through the API (`PUT /auth`), for tests
 * about pages after onboarding: the dashboard sends a founder who left onboarding half-way back to it.
 */
export async function finishOnboarding(
  request: APIRequestContext,
  answers: Record<string, unknown> = { industry: 'Fintech', team_size: '1-10', goals: ['Create pitch deck'] },
) {
  const response = await request.put(`${e2eOrigin('api')}/auth`, { data: { ...answers, completed_step: 3 } });
  expect(response.status(), await response.text()).toBe(200);
}
