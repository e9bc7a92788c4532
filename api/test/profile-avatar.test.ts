import { AVATAR_MAX_BYTES } from '@kuza/contracts';
import { createAuthApp, currentUser, verifiedAccount, type AuthTestApp } from './helpers/auth';
import { picture } from './helpers/media';
import { createTestApp, TEST_WEB_ORIGIN } from './helpers/test-app';

// A real 1×1 PNG, and a real JPEG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
let JPEG: Buffer;
beforeAll(async () => {
  JPEG = await picture(40, 40, 'jpeg');
});

describe('profile photos', () => {
  let ctx: AuthTestApp;
  beforeAll(async () => {
    ctx = await createAuthApp({ API_URL: 'http://api.kuza.test' });
  });
  afterAll(() => ctx?.stop());

  const upload = (cookie: string | undefined, body: Buffer | string, type = 'image/png') =>
    ctx.app.inject({
      method: 'PUT',
      url: '/users/me/avatar',
      payload: body,
      headers: { 'content-type': type, origin: TEST_WEB_ORIGIN, ...(cookie ? { cookie } : {}) },
    });
  const remove = (cookie: string) =>
    ctx.app.inject({ method: 'DELETE', url: '/users/me/avatar', headers: { origin: TEST_WEB_ORIGIN, cookie } });
  const fetchImage = (url: string) => ctx.app.inject({ method: 'GET', url: new URL(url).pathname });

  describe('PUT /users/me/avatar', () => {
    it('stores the photo in the media store and points the profile at its URL on the API', async () => {
      const { cookie } = await verifiedAccount(ctx);
      const response = await upload(cookie, PNG);

      expect(response.statusCode).toBe(200);
      const { message, user } = response.json();
      expect(message).toBe('Profile photo updated');
      expect(user.profileImage).toMatch(/^http:\/\/api\.kuza\.test\/media\/[\w-]{22}$/);
      expect((await currentUser(ctx, cookie)).json().user.profileImage).toBe(user.profileImage);

      const image = await fetchImage(user.profileImage);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect(image.rawPayload.equals(PNG)).toBe(true);
    });

    it('serves the type the bytes have, not the one claimed', async () => {
      const { cookie } = await verifiedAccount(ctx);
      const { user } = (await upload(cookie, JPEG, 'image/png')).json();
      expect((await fetchImage(user.profileImage)).headers['content-type']).toBe('image/jpeg');
    });

    it('replaces the previous photo: its URL stops working', async () => {
      const { cookie } = await verifiedAccount(ctx);
      const first = (await upload(cookie, PNG)).json().user.profileImage;
      const second = (await upload(cookie, JPEG, 'image/jpeg')).json().user.profileImage;
      expect(second).not.toBe(first);
      expect((await fetchImage(first)).statusCode).toBe(404);
      expect((await fetchImage(second)).statusCode).toBe(200);
    });

    it('refuses a file that is not a PNG, JPEG, WebP or GIF image with 415', async () => {
      const { cookie } = await verifiedAccount(ctx);
      for (const [body, type] of [
        ['<svg onload="alert(1)"></svg>', 'image/png'],
        ['%PDF-1.7', 'application/octet-stream'],
        ['{"a":1}', 'application/json'],
        ['<svg/>', 'image/svg+xml'],
      ] as const) {
        const response = await upload(cookie, body, type);
        expect(response.statusCode).toBe(415);
        expect(response.json()).toMatchObject({ error: 'Choose a PNG, JPEG, WebP or GIF image' });
      }
    });

    it('refuses a photo over 1 MB with 413', async () => {
      const { cookie } = await verifiedAccount(ctx);
      const big = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES)]);
      const response = await upload(cookie, big);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ error: 'The image must be at most 1 MB' });
    });

    it('answers 401 without a session', async () => {
      const response = await upload(undefined, PNG);
      expect(response.statusCode).toBe(401);
    });
  });

  describe('DELETE /users/me/avatar', () => {
    it('removes the photo from the profile and from the API', async () => {
      const { cookie } = await verifiedAccount(ctx);
      const url = (await upload(cookie, PNG)).json().user.profileImage;
      const response = await remove(cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe('Profile photo removed');
      expect(response.json().user).not.toHaveProperty('profileImage');
      expect((await fetchImage(url)).statusCode).toBe(404);
    });
  });

  describe('GET /users/avatars/:id', () => {
    it('answers 404 for an unknown or malformed id', async () => {
      for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', '..%2F..%2Fetc', '$where']) {
        const response = await ctx.app.inject({ method: 'GET', url: `/users/avatars/${id}` });
        expect(response.statusCode).toBe(404);
      }
    });
  });

  describe('photos saved before the media store', () => {
    it('move into it when the API starts, under the same id, and the old URL leads there', async () => {
      const { cookie, email } = await verifiedAccount(ctx);
      const db = ctx.app.db.connection;
      const account = await db.collection('users').findOne({ email });
      const id = 'LegacyPhotoId123456789';
      const oldUrl = `http://api.kuza.test/users/avatars/${id}`;
      await db.collection('avatars').insertOne({
        _id: id as never,
        userId: account!._id,
        contentType: 'image/jpeg',
        data: JPEG,
        size: 0,
        createdAt: new Date(),
      });
      await db.collection('users').updateOne({ _id: account!._id }, { $set: { profileImage: oldUrl } });

      const restarted = await createTestApp({
        env: { API_URL: 'http://api.kuza.test' },
        dbName: ctx.dbName,
        keepDatabase: true,
      });
      await restarted.stop();

      const moved = `http://api.kuza.test/media/${id}`;
      expect((await currentUser(ctx, cookie)).json().user.profileImage).toBe(moved);
      expect(await db.collection('avatars').countDocuments({ _id: id as never })).toBe(0);
      const old = await fetchImage(oldUrl);
      expect([old.statusCode, old.headers.location]).toEqual([301, moved]);
      expect((await fetchImage(moved)).rawPayload.equals(JPEG)).toBe(true);
    });
  });
});
