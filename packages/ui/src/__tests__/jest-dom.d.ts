// The DOM matchers are registered by scripts/jest-setup-dom.ts; this gives tsc their types.
/// <reference types="@testing-library/jest-dom" />
