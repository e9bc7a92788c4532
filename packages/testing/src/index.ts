/// <reference types="@testing-library/jest-dom" preserve="true" />
export * from './api';
export * from './fixtures';
export * from './render-page';
export * from './screen-width';
export * from './pseudo-locale';
