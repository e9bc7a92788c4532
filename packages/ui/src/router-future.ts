/**
 * The router behaviour every Kuza router runs with (the shell's, each standalone host's, and the
 * tests'): state updates wrapped in `startTransition` and splat-relative links resolved as React
 * Router 7 does, so an upgrade changes nothing.
 */
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;
