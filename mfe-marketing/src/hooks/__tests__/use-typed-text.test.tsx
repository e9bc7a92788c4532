import { act, renderHook } from '@testing-library/react';
import { TYPING_INTERVAL_MS, useTypedText } from '../use-typed-text';

describe('useTypedText', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('types one character every 80 ms until the text is complete', () => {
    const { result } = renderHook(() => useTypedText('Your Complete Startup', true));
    expect(TYPING_INTERVAL_MS).toBe(80);
    expect(result.current).toBe('');
    act(() => jest.advanceTimersByTime(80));
    expect(result.current).toBe('Y');
    act(() => jest.advanceTimersByTime(80 * 3));
    expect(result.current).toBe('Your');
    act(() => jest.advanceTimersByTime(80 * 100));
    expect(result.current).toBe('Your Complete Startup');
  });

  it('shows the whole text at once when animation is off (reduced motion)', () => {
    const { result } = renderHook(() => useTypedText('Your Complete Startup', false));
    expect(result.current).toBe('Your Complete Startup');
  });
});
