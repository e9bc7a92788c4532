import { object, string } from 'yup';
import { parseInput, text, validateForm } from './validation';

const schema = object({
  email: text('Email').email('Invalid email').required('Email is required'),
  name: string().min(2, 'Too short'),
});

describe('the shared validation adapter', () => {
  it('gives a form the first message of each broken field', async () => {
    expect(await validateForm(schema)({ email: 'nope', name: 'a' })).toEqual({
      email: 'Invalid email',
      name: 'Too short',
    });
    expect(await validateForm(schema)({ email: 'ada@example.com' })).toBeUndefined();
  });

  it('drops unknown fields on the server side', async () => {
    expect(await parseInput(schema, { email: ' ada@example.com ', admin: true })).toEqual({ email: 'ada@example.com' });
  });

  it('rejects an operator object where a string is expected', async () => {
    await expect(parseInput(schema, { email: { $gt: '' } })).rejects.toThrow('Email must be text');
  });

  it.each([42, true, ['ada@example.com']])('refuses %j where text is expected instead of casting it', async (value) => {
    await expect(parseInput(schema, { email: value })).rejects.toThrow('Email must be text');
    expect(await validateForm(schema)({ email: value })).toEqual({ email: 'Email must be text' });
  });

  it('keeps the rule messages for strings, and the required message for a missing value', async () => {
    expect(await validateForm(schema)({ email: '42' })).toEqual({ email: 'Invalid email' });
    expect(await validateForm(schema)({})).toEqual({ email: 'Email is required' });
    expect(await validateForm(schema)({ email: '  ' })).toEqual({ email: 'Email is required' });
  });
});
