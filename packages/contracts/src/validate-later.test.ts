import { validateFormLater } from './validate-later';

describe('validateFormLater', () => {
  it("answers with the schema's own messages once the schema has loaded", async () => {
    const validate = validateFormLater(() => import('./schemas/waitlist').then((module) => module.waitlistJoinSchema));

    await expect(validate({ email: '' })).resolves.toEqual({ email: 'Email is required' });
    await expect(validate({ email: 'ama@' })).resolves.toEqual({ email: 'Please enter a valid email address' });
    await expect(validate({ email: 'ama@shambalink.com' })).resolves.toBeUndefined();
  });

  it('loads the schema once for every check', async () => {
    const load = jest.fn(() => import('./schemas/auth').then((module) => module.signInSchema));
    const validate = validateFormLater(load);

    await Promise.all([validate({}), validate({ email: 'a@b.co' })]);
    await validate({ email: 'a@b.co', password: 'long enough' });

    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets the values through to the server when the schema cannot load, and tries again on the next check', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('Loading chunk 12 failed'))
      .mockImplementation(() => import('./schemas/waitlist').then((module) => module.waitlistJoinSchema));
    const validate = validateFormLater(load);

    await expect(validate({ email: '' })).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('the server will check the form'),
      'Loading chunk 12 failed',
    );
    await expect(validate({ email: '' })).resolves.toEqual({ email: 'Email is required' });
    warn.mockRestore();
  });
});
