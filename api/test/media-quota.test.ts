import type { MediaUpload } from '@kuza/contracts';
import { createImagePool } from '../src/lib/image-pool';
import { createMediaStore } from '../src/modules/media/store';
import { createAuthApp, verifiedAccount, type AuthTestApp } from './helpers/auth';
import { picture } from './helpers/media';
import { TEST_WEB_ORIGIN } from './helpers/test-app';

let ctx: AuthTestApp;
const pool = createImagePool({ workers: 1 });
beforeAll(async () => {
  ctx = await createAuthApp();
});
afterAll(async () => {
  await pool.close();
  await ctx?.stop();
});

describe('the storage quota of a workspace', () => {
  it('refuses pictures past the hour’s bytes with 429, and past the total with 413, saying why', async () => {
    const files = await Promise.all([10, 11, 12, 13].map((side) => picture(side * 10, side * 10)));
    const size = Math.max(...files.map((file) => file.length));
    const store = createMediaStore(ctx.app.db.connection, 'http://api.kuza.test', pool, {
      hourlyBytes: 2 * size,
      totalBytes: 3 * size,
    });
    await store.put('workspace-a', files[0]!);
    await store.put('workspace-a', files[1]!);
    // The same picture again is no new storage.
    await expect(store.put('workspace-a', files[1]!)).resolves.toMatchObject({ bytes: files[1]!.length });
    await expect(store.put('workspace-a', files[2]!)).rejects.toMatchObject({
      statusCode: 429,
      message: expect.stringMatching(/^Your workspace can upload 0 MB of pictures an hour/),
    });
    // Another workspace has its own.
    await expect(store.put('workspace-b', files[2]!)).resolves.toMatchObject({ width: 120 });

    // An hour later the rate allows more, until the total is reached.
    await ctx.app.db.connection
      .collection('media.files')
      .updateMany({ 'metadata.owner': 'workspace-a' }, { $set: { uploadDate: new Date(Date.now() - 2 * 3_600_000) } });
    await store.put('workspace-a', files[2]!);
    await expect(store.put('workspace-a', files[3]!)).rejects.toMatchObject({
      statusCode: 413,
      message: expect.stringMatching(/^Your workspace has stored its 0 MB of pictures/),
    });
  });

  it('answers POST /media over the quota in the API’s error shape', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const workspace = await ctx.app.inject({ method: 'GET', url: '/team', headers: { cookie } });
    expect(workspace.statusCode).toBe(200);
    // Fill the hour's allowance with one stored file of the quota's size, as if uploaded just now.
    const { url } = (
      await ctx.app.inject({
        method: 'POST',
        url: '/media',
        payload: await picture(10, 10),
        headers: { 'content-type': 'image/png', origin: TEST_WEB_ORIGIN, cookie },
      })
    ).json<MediaUpload>();
    const id = url.split('/').pop()!;
    await ctx.app.db.connection
      .collection('media.files')
      .updateOne({ _id: id as never }, { $set: { length: 50 * 1024 * 1024 } });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/media',
      payload: await picture(11, 11),
      headers: { 'content-type': 'image/png', origin: TEST_WEB_ORIGIN, cookie },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.json()).toEqual({
      error: 'Your workspace can upload 50 MB of pictures an hour. Please try again later.',
      code: 'api.media.quotaHourly',
    });
  });
});
