import { parseInput, validateForm } from '../validation';
import { updateProfileSchema } from './auth';
import { changePasswordSchema, profileDetailsSchema, profileImageUrlSchema } from './profile';

describe('the profile schemas', () => {
  it('asks for both names with the sign-up messages', async () => {
    expect(await validateForm(profileDetailsSchema)({ firstname: '', lastname: 'O' })).toEqual({
      firstname: 'First name is required',
      lastname: 'Last name must be at least 2 characters',
    });
  });

  it('takes only http(s) image addresses', async () => {
    const check = validateForm(profileImageUrlSchema);
    expect(await check({ profileImage: 'https://cdn.example.com/ada.png' })).toBeUndefined();
    expect(await check({ profileImage: 'http://localhost:4000/users/avatars/abc' })).toBeUndefined();
    for (const bad of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 'ftp://x.io/a.png', 'not a url']) {
      expect(await check({ profileImage: bad })).toEqual({
        profileImage: 'Enter the address of an image starting with http:// or https://',
      });
    }
    expect(await check({ profileImage: `https://x.io/${'a'.repeat(2050)}` })).toEqual({
      profileImage: 'The image address is too long',
    });
  });

  it('holds PUT /auth to the same http(s) rule for a photo link, and lets an empty one clear it', async () => {
    const check = validateForm(updateProfileSchema);
    expect(await check({ profileImage: 'https://cdn.example.com/ada.png' })).toBeUndefined();
    expect(await check({ profileImage: '' })).toBeUndefined();
    for (const bad of ['ftp://x.io/a.png', '//x.io/a.png', 'javascript:alert(1)']) {
      expect(await check({ profileImage: bad })).toEqual({ profileImage: 'Profile image must be an http(s) link' });
    }
  });

  it('checks a password change: current given, new by the rule, confirmed, and different', async () => {
    const check = validateForm(changePasswordSchema);
    expect(await check({})).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
    expect(await check({ currentPassword: 'Old!pass1', newPassword: 'weakpass', confirmPassword: 'weakpass' })).toEqual(
      {
        newPassword: 'Password must contain at least one uppercase letter, one lowercase letter, and one symbol',
      },
    );
    expect(
      await check({ currentPassword: 'Old!pass1', newPassword: 'New!pass1', confirmPassword: 'New!pass2' }),
    ).toEqual({
      confirmPassword: 'Passwords must match',
    });
    expect(
      await check({ currentPassword: 'Same!pass1', newPassword: 'Same!pass1', confirmPassword: 'Same!pass1' }),
    ).toEqual({ newPassword: 'Choose a new password that differs from the current one' });
  });

  it('never trims passwords on the server side', async () => {
    const input = { currentPassword: ' Old!pass1 ', newPassword: ' New!pass1', confirmPassword: ' New!pass1' };
    expect(await parseInput(changePasswordSchema, input)).toEqual(input);
  });
});
