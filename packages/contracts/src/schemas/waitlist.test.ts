import { parseInput, validateForm } from '../validation';
import { signUpSchema } from './auth';
import { inviteMemberSchema } from './team';
import { waitlistCountLine, waitlistJoinSchema } from './waitlist';

describe('the waitlist join schema', () => {
  it('gives the spec messages for an empty and a malformed address', async () => {
    expect(await validateForm(waitlistJoinSchema)({ email: '' })).toEqual({ email: 'Email is required' });
    expect(await validateForm(waitlistJoinSchema)({ email: '   ' })).toEqual({ email: 'Email is required' });
    expect(await validateForm(waitlistJoinSchema)({ email: 'ada@' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('refuses an address without a dotted domain, which the same rule refuses on every form', async () => {
    for (const email of ['wanjiru@shambalink', 'wanjiru@shambalink.', 'wanjiru@shambalink.k']) {
      expect(await validateForm(waitlistJoinSchema)({ email })).toEqual({
        email: 'Please enter a valid email address',
      });
    }
    expect(await validateForm(waitlistJoinSchema)({ email: 'wanjiru@shamba.link.co.ke' })).toBeUndefined();
    expect(await validateForm(signUpSchema.pick(['email']))({ email: 'wanjiru@shambalink' })).toEqual({
      email: 'Invalid email',
    });
    expect(await validateForm(inviteMemberSchema)({ email: 'wanjiru@shambalink' })).toEqual({ email: 'Invalid email' });
  });

  it('trims and lower-cases the address on the server side', async () => {
    expect(await parseInput(waitlistJoinSchema, { email: '  Ada@Example.COM ', source: 'waitlist' })).toEqual({
      email: 'ada@example.com',
      source: 'waitlist',
    });
  });

  it('refuses operator objects, numbers, over-long input and unknown sources', async () => {
    await expect(parseInput(waitlistJoinSchema, { email: { $ne: null } })).rejects.toThrow('Email must be text');
    await expect(parseInput(waitlistJoinSchema, { email: 42 })).rejects.toThrow();
    await expect(parseInput(waitlistJoinSchema, { email: `${'a'.repeat(250)}@x.io` })).rejects.toThrow(
      'Email must be at most 254 characters',
    );
    await expect(parseInput(waitlistJoinSchema, { email: 'ada@example.com', source: 'admin' })).rejects.toThrow(
      'Source must be one of: waitlist, landing',
    );
    await expect(parseInput(waitlistJoinSchema, { email: 'ada@example.com', source: { $gt: '' } })).rejects.toThrow(
      'Source must be text',
    );
  });

  it('accepts a join with no source', async () => {
    expect(await parseInput(waitlistJoinSchema, { email: 'ada@example.com' })).toEqual({ email: 'ada@example.com' });
  });
});

describe('the waitlist count line', () => {
  it('invites while few have joined, then counts in PEOPLE with thousands separators', () => {
    expect(waitlistCountLine(0)).toBe('Be among the first founders to join');
    expect(waitlistCountLine(1)).toBe('Be among the first founders to join');
    expect(waitlistCountLine(24)).toBe('Be among the first founders to join');
    expect(waitlistCountLine(25)).toBe('25 PEOPLE JOINED');
    expect(waitlistCountLine(12500)).toBe('12,500 PEOPLE JOINED');
  });
});
