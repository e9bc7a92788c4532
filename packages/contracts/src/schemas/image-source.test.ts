import { isImageSource } from './image-source';

describe('isImageSource', () => {
  it.each([
    'https://images.example/a.jpg',
    'http://images.example/a.png',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/jpeg;base64,/9j/4AAQ',
    'data:image/webp;base64,UklGR',
    'data:image/gif;base64,R0lGOD',
  ])('accepts %s', (value) => expect(isImageSource(value)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'ftp://files.example/a.png',
    '//images.example/a.png',
    '/images/a.png',
    'not a link',
  ])('refuses %s', (value) => expect(isImageSource(value)).toBe(false));
});
