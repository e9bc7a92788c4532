import { DEFAULT_NEXT_PATH, MAX_NEXT_PATH_LENGTH, safeNextPath } from './next-path';
import { deckOpenPath, invitationAcceptPath, invitationPath } from './routes';

describe('safeNextPath', () => {
  it.each([
    '/pitch-decks',
    '/pitch-decks?view=list',
    '/team-members?invite=abc-DEF_123',
    '/onboarding/about-startup',
    '/profile#settings',
    '/pitch-decks?q=a%2Fb',
  ])('keeps the path on this site %s', (value) => {
    expect(safeNextPath(value)).toBe(value);
  });

  it('keeps the paths the site itself sends visitors back to', () => {
    for (const path of [
      invitationPath('Zm9v-YmFy_baz'),
      invitationAcceptPath('Zm9v-YmFy_baz'),
      deckOpenPath({ id: '665f1c2b9a', slideCount: 3 }),
    ]) {
      expect(safeNextPath(path)).toBe(path);
    }
  });

  it.each([
    ['a protocol-relative URL', '//evil.example'],
    ['a protocol-relative URL with a path', '//evil.example/dashboard'],
    ['a backslash after the slash', '/\\evil.example'],
    ['backslashes anywhere', '/dashboard\\..\\\\evil.example'],
    ['a tab between the slashes', '/\t/evil.example/'],
    ['a tab decoded from the issue report', decodeURIComponent('%2F%09%2Fevil.example%2F')],
    ['a newline between the slashes', '/\n/evil.example'],
    ['a carriage return', '/\r/evil.example'],
    ['a NUL character', '/dashboard\u0000'],
    ['a DEL character', '/dash\u007fboard'],
    ['a C1 control character', '/dash\u0085board'],
    ['a zero-width space', '/\u200b/evil.example'],
    ['a line separator', '/dashboard\u2028'],
    ['a trailing newline', '/dashboard\n'],
    ['an encoded tab between the slashes', '/%09/evil.example'],
    ['an encoded second slash', '/%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a double-encoded value', '%252F%252Fevil.example'],
    ['an encoded value that was never decoded', '%2F%2Fevil.example'],
    ['a broken percent escape', '/dashboard%E0%A4%A'],
    ['a dot segment that collapses into //', '/.//evil.example'],
    ['a parent segment that collapses into //', '/x/..//evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: with a leading slash trick', '/javascript:alert(1)//\nalert(2)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['an absolute http URL', 'http://evil.example/dashboard'],
    ['an absolute https URL', 'https://evil.example'],
    ['a scheme-relative http URL', 'http:evil.example'],
    ['a relative path', 'dashboard'],
    ['a leading space', ' /dashboard'],
    ['an empty string', ''],
    ['a value over the length limit', `/pitch-decks?q=${'a'.repeat(MAX_NEXT_PATH_LENGTH)}`],
  ])('refuses %s', (_name, value) => {
    expect(safeNextPath(value)).toBe(DEFAULT_NEXT_PATH);
  });

  it('refuses values that are not text', () => {
    for (const value of [undefined, null, 42, ['/dashboard'], { toString: () => '/dashboard' }]) {
      expect(safeNextPath(value)).toBe(DEFAULT_NEXT_PATH);
    }
  });

  it('answers the fallback it is given, or null when asked to say there is none', () => {
    expect(safeNextPath('//evil.example', '/onboarding/about-startup')).toBe('/onboarding/about-startup');
    expect(safeNextPath(null, null)).toBeNull();
    expect(safeNextPath('/pitch-decks', null)).toBe('/pitch-decks');
  });
});
