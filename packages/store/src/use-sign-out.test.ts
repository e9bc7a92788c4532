/**
 * @jest-environment jest-fixed-jsdom
 */
import { createElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { act, renderHook } from '@testing-library/react';
import { baseApi } from './base-api';
import { createAppStore } from './store';
import { DECK_HISTORY_PREFIX, useSignOut } from './use-sign-out';

function answer(status: number) {
  return jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      new Response(status === 204 ? null : '{}', { status, headers: { 'content-type': 'application/json' } }),
    );
}

function signOutHook() {
  const store = createAppStore();
  const onSignedOut = jest.fn();
  const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store, children });
  const { result, unmount } = renderHook(() => useSignOut(onSignedOut), { wrapper });
  return {
    signOut: () => act(() => result.current.signOut()),
    onSignedOut,
    done: () => {
      unmount();
      store.dispatch(baseApi.util.resetApiState());
    },
  };
}

describe('signing out', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    sessionStorage.setItem(`${DECK_HISTORY_PREFIX}d1`, '{"past":[]}');
    sessionStorage.setItem(`${DECK_HISTORY_PREFIX}d2`, '{"past":[]}');
    sessionStorage.setItem('another.key', 'kept');
    localStorage.setItem('kuza.dashboard.recentsView', 'list');
  });
  afterEach(() => jest.restoreAllMocks());

  it("forgets every deck's undo history kept for the browser session, and what the browser kept", async () => {
    answer(204);
    const hook = signOutHook();
    await hook.signOut();
    expect(hook.onSignedOut).toHaveBeenCalled();
    expect(Object.keys(sessionStorage)).toEqual(['another.key']);
    expect(localStorage.length).toBe(0);
    hook.done();
  });

  it('keeps the undo history when the sign-out fails, as the user is still signed in', async () => {
    answer(500);
    jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const hook = signOutHook();
    await hook.signOut();
    expect(hook.onSignedOut).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(`${DECK_HISTORY_PREFIX}d1`)).toBe('{"past":[]}');
    hook.done();
  });
});
