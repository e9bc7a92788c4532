import { parseInput, validateForm } from '../validation';
import { waitlistJoinSchema } from './waitlist';

describe('the waitlist join schema', () => {
  it('gives the spec messages for an empty and a malformed address', async () => {
    expect(await validateForm(waitlistJoinSchema)({ email: '' })).toEqual({ email: 'Email is required' });
    expect(await validateForm(waitlistJoinSchema)({ email: '   ' })).toEqual({ email: 'Email is required' });
    expect(await validateForm(waitlistJoinSchema)({ email: 'ada@' })).toEqual({
      email: 'Please enter a valid email address',
    });
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
