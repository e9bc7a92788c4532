import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { LINK_GATE_CODES, sharedDeckSchema, type LinkGateCode, type SharedDeck } from '@kuza/contracts';
import { getRuntimeConfig } from '@kuza/store';
import { api, renderPage, screenWidth, server } from '@kuza/testing';
import SharedDeckPage from '../../../pages/shared-deck-page';

jest.setTimeout(20_000);

const TOKEN = 'Lk0123456789abcdefghijklmnopqrst';
const PATH = `/share/deck/${TOKEN}`;

const shared: SharedDeck = {
  name: 'SokoFresh',
  language: 'en',
  theme: { id: 'midnight' },
  updatedAt: '2026-11-01T10:00:00.000Z',
  slides: [
    { id: 'a', type: 'title', title: 'SokoFresh', content: 'Cold chain for smallholders', bullets: [], notes: '' },
    { id: 'b', type: 'content', title: 'Traction', content: '1,200 farmers pay per crate', bullets: [], notes: '' },
  ],
};

/**
 * Answers the API's link routes where the fake API cannot: the gate's 401 carries its `code` (and
 * the NDA's text) beside `error`, and the deck comes with the visit's headers. Checked here against
 * the contracts instead; an undefined answer passes the request on to the fake API.
 */
const linkCalls: Array<{ method: string; path: string; credentials: RequestCredentials }> = [];

function linkRoute(
  method: 'get' | 'post',
  path: string,
  answer: (
    body: Record<string, unknown>,
  ) =>
    | { gate: LinkGateCode; error: string; nda?: string }
    | { deck: SharedDeck; visitId?: string; download?: boolean; watermark?: string }
    | undefined,
) {
  server.use(
    http[method](`${getRuntimeConfig().apiUrl}${path}`, async ({ request }) => {
      linkCalls.push({ method: request.method, path: new URL(request.url).pathname, credentials: request.credentials });
      const body = method === 'post' ? ((await request.clone().json()) as Record<string, unknown>) : {};
      const reply = answer(body);
      if (!reply) return undefined;
      if ('gate' in reply) {
        expect(LINK_GATE_CODES).toContain(reply.gate);
        const { gate, ...rest } = reply;
        return HttpResponse.json({ code: gate, ...rest }, { status: 401 });
      }
      sharedDeckSchema.validateSync(reply.deck, { strict: true });
      const headers: Record<string, string> = {};
      if (reply.visitId) headers['x-visit-id'] = reply.visitId;
      if (reply.download) headers['x-link-download'] = 'allowed';
      if (reply.watermark) headers['x-link-watermark'] = encodeURIComponent(reply.watermark);
      return HttpResponse.json(reply.deck, { headers });
    }),
  );
}

const open = () => renderPage(<SharedDeckPage />, { path: '/share/deck/:token', at: PATH });

beforeEach(() => {
  linkCalls.splice(0);
  screenWidth(1280);
  // The page's activity reports are not what these tests look at.
  api.on('POST', `${PATH}/activity`, { body: { counted: 0 } });
});

describe("a named link's gate", () => {
  it('asks for an e-mail, then the mailed code, shows the refusals, and opens the deck once the code is right', async () => {
    let passed = false;
    linkRoute('get', PATH, () =>
      passed ? { deck: shared } : { gate: 'email_required', error: 'Enter your e-mail to view this deck' },
    );
    api.on('POST', `${PATH}/visit`, { body: { codeSent: true } });
    api.on('POST', `${PATH}/visit/verify`, (call) => {
      if ((call.body as { code: string }).code !== '493027')
        return { status: 400, body: { error: 'Invalid or expired code' } };
      passed = true;
      return { body: { visitId: 'visit-1' } };
    });
    const user = userEvent.setup();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'This deck is shared privately' })).toBeInTheDocument();
    expect(screen.getByText('Enter your e-mail to view this deck')).toBeInTheDocument();
    expect(screen.queryByText('SokoFresh')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Your e-mail'), 'wanjiku@');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.sent('POST', `${PATH}/visit`)).toHaveLength(0);

    await user.type(screen.getByLabelText('Your e-mail'), 'savannah.fund');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(screen.getByText(/sent a 6-digit code to wanjiku@savannah.fund/)).toBeInTheDocument();
    expect(api.sent('POST', `${PATH}/visit`)[0]!.body).toEqual({ email: 'wanjiku@savannah.fund' });
    expect(api.sent('POST', `${PATH}/visit`)[0]!.credentials).toBe('include');

    await user.type(screen.getByLabelText('Code'), '4930');
    await user.click(screen.getByRole('button', { name: 'View the deck' }));
    expect(await screen.findByText('Code must be 6 digits')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), '111111');
    await user.click(screen.getByRole('button', { name: 'View the deck' }));
    expect(await screen.findByText('Invalid or expired code')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), '493027');
    await user.click(screen.getByRole('button', { name: 'View the deck' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'SokoFresh' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
  });

  it('asks each question the API adds (a passcode, then the NDA with its text), saying when the passcode is wrong', async () => {
    let visitId: string | undefined;
    linkRoute('get', PATH, () =>
      visitId
        ? { deck: shared, visitId, download: true }
        : { gate: 'passcode_required', error: 'Enter the passcode to view this deck' },
    );
    // The newest answer wins: the gate's refusals come before the fake API's opening.
    api.on('POST', `${PATH}/visit`, () => {
      visitId = 'visit-2';
      return { status: 201, body: { visitId } };
    });
    linkRoute('post', `${PATH}/visit`, (body) => {
      if (body.passcode !== 'mango-tree') return { gate: 'passcode_required', error: 'Wrong passcode' };
      if (body.acceptNda !== true) {
        return {
          gate: 'nda_required',
          error: 'Accept the NDA to view this deck',
          nda: 'What you read stays between us.',
        };
      }
      return undefined;
    });
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByLabelText('Passcode'), 'banana');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Wrong passcode')).toBeInTheDocument();
    expect(screen.getByLabelText('Passcode')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('Passcode'));
    await user.type(screen.getByLabelText('Passcode'), 'mango-tree');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const nda = await screen.findByRole('region', { name: 'Non-disclosure agreement' });
    expect(nda).toHaveTextContent('What you read stays between us.');
    expect(screen.getByText('Accept the NDA to view this deck')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Accept the NDA and view' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'SokoFresh' })).toBeInTheDocument();
    expect(api.sent('POST', `${PATH}/visit`)).toHaveLength(1);
    expect(api.sent('POST', `${PATH}/visit`)[0]!.body).toEqual({ passcode: 'mango-tree', acceptNda: true });
    const download = screen.getByRole('link', { name: 'Download PDF' });
    expect(download).toHaveAttribute('href', `${getRuntimeConfig().apiUrl}${PATH}/pdf`);
  });

  it.each([
    [410, 'This link has expired'],
    [404, 'This link is no longer available'],
  ])('says so when the link answers %i', async (status, title) => {
    api.on('GET', PATH, { status, body: { error: 'gone' } });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Ask the person who sent it for a new link.')).toBeInTheDocument();
  });

  it("draws the link's watermark, the viewer's e-mail and the day, over the slides in both views", async () => {
    linkRoute('get', PATH, () => ({ deck: shared, watermark: 'wanjiku@savannah.fund · 2026-11-28' }));
    const user = userEvent.setup();
    open();
    expect(await screen.findByText('Shared with wanjiku@savannah.fund · 2026-11-28')).toBeInTheDocument();
    const overSlides = () => document.querySelector('[data-watermark="wanjiku@savannah.fund · 2026-11-28"]')!;
    expect(overSlides().parentElement).toContainElement(screen.getByText('1 / 2'));
    await user.click(screen.getByRole('button', { name: 'Text' }));
    expect(overSlides().parentElement).toContainElement(screen.getByRole('list', { name: 'Slides as text' }));
  });

  it("sends the link's cookie, unlike the deck's own anyone-with-the-link address", async () => {
    linkRoute('get', PATH, () => ({ deck: shared }));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'SokoFresh' })).toBeInTheDocument();
    expect(linkCalls).toEqual([{ method: 'GET', path: PATH, credentials: 'include' }]);
  });
});

describe("the viewer's time on a link's deck", () => {
  afterEach(() => {
    jest.useRealTimers();
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  });

  it('is reported per slide about every 10 seconds, and the rest goes as a beacon when the tab is hidden', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const beacons: Array<{ url: string; body: string }> = [];
    const sendBeacon = jest.fn((url: string, data: Blob) => {
      void data.text().then((body) => beacons.push({ url, body }));
      return true;
    });
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
    linkRoute('get', PATH, () => ({ deck: shared, visitId: 'visit-3' }));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'SokoFresh' })).toBeInTheDocument();

    await act(async () => void jest.advanceTimersByTime(10_000));
    await waitFor(() => expect(api.sent('POST', `${PATH}/activity`)).toHaveLength(1));
    expect(api.sent('POST', `${PATH}/activity`)[0]!.body).toEqual({ visitId: 'visit-3', slide: 0, seconds: 10 });

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('2 / 2')).toBeInTheDocument();
    await act(async () => void jest.advanceTimersByTime(4_000));
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    fireEvent(document, new Event('visibilitychange'));
    await waitFor(() => expect(beacons).toHaveLength(1));
    expect(beacons[0]!.url).toBe(`${getRuntimeConfig().apiUrl}${PATH}/activity`);
    expect(JSON.parse(beacons[0]!.body)).toEqual({ visitId: 'visit-3', slide: 1, seconds: 4 });
    expect(sendBeacon.mock.calls[0]![1].type).toBe('text/plain');
  });
});

describe("the viewer's time on a link's deck presented full screen", () => {
  afterEach(() => jest.useRealTimers());

  it('keeps counting per slide as the investor turns the presented slides', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    linkRoute('get', PATH, () => ({ deck: shared, visitId: 'visit-5' }));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'SokoFresh' })).toBeInTheDocument();
    await act(async () => void jest.advanceTimersByTime(3_000));

    fireEvent.click(screen.getByRole('button', { name: 'Present' }));
    const presenting = await screen.findByRole('dialog', { name: 'Preview' });
    fireEvent.keyDown(presenting, { key: 'ArrowRight' });
    expect(within(presenting).getByText('2 / 2')).toBeInTheDocument();
    await act(async () => void jest.advanceTimersByTime(7_000));
    await waitFor(() => expect(api.sent('POST', `${PATH}/activity`)).toHaveLength(2));
    expect(api.sent('POST', `${PATH}/activity`).map((call) => call.body)).toEqual([
      { visitId: 'visit-5', slide: 0, seconds: 3 },
      { visitId: 'visit-5', slide: 1, seconds: 7 },
    ]);

    fireEvent.keyDown(presenting, { key: 'ArrowLeft' });
    await act(async () => void jest.advanceTimersByTime(10_000));
    await waitFor(() => expect(api.sent('POST', `${PATH}/activity`)).toHaveLength(3));
    expect(api.sent('POST', `${PATH}/activity`)[2]!.body).toEqual({ visitId: 'visit-5', slide: 0, seconds: 10 });
  });
});

describe('a link revoked while its deck is open', () => {
  afterEach(() => jest.useRealTimers());

  it('stops showing the deck at the next activity report', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    let revoked = false;
    api.on('GET', PATH, { status: 404, body: { error: 'This link does not exist or was revoked' } });
    // Newest first: the deck until the link is revoked, then the fake API's 404.
    linkRoute('get', PATH, () => (revoked ? undefined : { deck: shared, visitId: 'visit-4' }));
    api.on('POST', `${PATH}/activity`, () =>
      revoked ? { status: 404, body: { error: 'This link does not exist or was revoked' } } : { body: { counted: 10 } },
    );
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'SokoFresh' })).toBeInTheDocument();
    revoked = true;
    await act(async () => void jest.advanceTimersByTime(10_000));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link is no longer available' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Cold chain for smallholders')).not.toBeInTheDocument();
  });
});
