import type { Browser } from '@playwright/test';
import {
  visualOf,
  type Deck,
  type GenerationStatus,
  type MediaUpload,
  type ShareInfo,
  type Slide,
} from '@kuza/contracts';
import { noisePhoto } from '../../e2e/support/photos';
import { useSlowProfile } from '../../e2e/support/slow-profile';
import { lighthousePages } from './lighthouse';
import { median, shownSinceNavigation, watchFromNavigation } from './page-timing';

/** A deck shared by its founder, as the bench opens it. */
export interface SharedBenchDeck {
  path: string;
  firstTitle: string;
  photos: number;
}

/**
 * The deck: a generated deck made 12 slides long, every slide without a chart, table or
 * team given a photo of about 1 MB (uploaded to the media store as the editor does) unless
 * `photos` is false, then shared.
 */
export async function sharedBenchDeck(
  apiOrigin: string,
  webOrigin: string,
  cookie: string,
  { photos: withPhotos = true } = {},
): Promise<SharedBenchDeck> {
  const call = async <T>(method: string, route: string, body?: unknown, type = 'application/json'): Promise<T> => {
    const response = await fetch(`${apiOrigin}${route}`, {
      method,
      headers: { origin: webOrigin, cookie, ...(body === undefined ? {} : { 'content-type': type }) },
      body: body === undefined ? undefined : Buffer.isBuffer(body) ? new Uint8Array(body) : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const { id } = await call<Deck>('POST', '/decks', {
    mode: 'ai',
    inputs: {
      startupName: 'SokoFresh',
      industry: 'Agritech',
      objective: 'Raise a $500k pre-seed round',
      description:
        'Solar cold rooms that let Nairobi market traders keep produce fresh, paid per crate by mobile money.',
    },
  });
  await call('POST', `/decks/${id}/generate`);
  const deadline = Date.now() + 120_000;
  while ((await call<GenerationStatus>('GET', `/decks/${id}/generation`)).state !== 'done') {
    if (Date.now() > deadline) throw new Error('the bench deck was not generated in 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const deck = await call<Deck>('GET', `/decks/${id}`);
  const slides: Slide[] = [];
  let photos = 0;
  for (let index = 0; index < 12; index += 1) {
    const slide = deck.slides[index % deck.slides.length]!;
    const own = index < deck.slides.length ? slide : { ...slide, id: `${slide.id}-${index}` };
    if (!withPhotos || visualOf(own)) {
      slides.push(own);
      continue;
    }
    const { url } = await call<MediaUpload>('POST', '/media', await noisePhoto(index + 1), 'image/jpeg');
    slides.push({ ...own, media: { src: url, alt: `Photo ${index + 1}` } });
    photos += 1;
  }
  await call('PUT', `/decks/${id}`, { version: deck.version, slides });
  const { path } = await call<ShareInfo>('POST', `/decks/${id}/share`);
  if (!path) throw new Error('sharing the bench deck gave no link');
  return { path, firstTitle: slides[0]!.title, photos };
}

/** Lighthouse's mobile screen (a Moto G Power) and a laptop. */
const SCREENS = [
  { name: 'phone', viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  { name: 'laptop', viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
] as const;

export interface ShareViewRun {
  screen: string;
  /** Ms from navigation start until the first slide's title is shown. */
  firstSlideMs: number;
  /** Bytes on the wire besides the founder's photos, and the photos'. */
  transferBytes: number;
  photoBytes: number;
  /** The photo addresses asked for, by their query (`?w=480`; '' = the original). */
  photoVariants: string[];
}

const isPhoto = (url: string, apiOrigin: string) => url.startsWith(`${apiOrigin}/media/`);

async function shareViewOnce(
  browser: Browser,
  url: string,
  apiOrigin: string,
  deck: SharedBenchDeck,
  screen: (typeof SCREENS)[number],
): Promise<ShareViewRun> {
  const { name, ...device } = screen;
  const context = await browser.newContext(device);
  try {
    const page = await context.newPage();
    await useSlowProfile(page);
    // The first slide's title in the slide itself (the page's h1 is the deck's name).
    await watchFromNavigation(page, { selector: 'main h2', texts: [deck.firstTitle] });
    const requests: Array<{ url: string; size: Promise<number> }> = [];
    page.on('requestfinished', (request) =>
      requests.push({
        url: request.url(),
        size: request.sizes().then(
          (sizes) => sizes.responseBodySize + sizes.responseHeadersSize,
          () => 0,
        ),
      }),
    );
    await page.goto(url, { waitUntil: 'commit' });
    const firstSlideMs = await shownSinceNavigation(page);
    await page.waitForLoadState('networkidle');
    const sized = await Promise.all(requests.map(async (request) => ({ url: request.url, bytes: await request.size })));
    const sum = (list: typeof sized) => list.reduce((total, request) => total + request.bytes, 0);
    const photos = sized.filter((request) => isPhoto(request.url, apiOrigin));
    return {
      screen: name,
      firstSlideMs,
      transferBytes: sum(sized.filter((request) => !isPhoto(request.url, apiOrigin))),
      photoBytes: sum(photos),
      photoVariants: photos.map((request) => new URL(request.url).search),
    };
  } finally {
    await context.close();
  }
}

export interface ShareViewFigures {
  runs: ShareViewRun[];
  lighthouse: {
    performance: number;
    fcpMs: number;
    lcpMs: number;
    lcpElement: string;
    transferBytes: number;
    photoBytes: number;
    /** LCP of the same deck without photos: when its largest text, the first slide's, is drawn. */
    textLcpMs: number;
    textLcpElement: string;
  };
}

/**
 * The share view of the bench deck on the slow profile: Lighthouse (simulated, phone; on `textOnly`,
 * the deck without photos, the largest paint is the first slide's text), and the moment the first
 * slide's title is shown in Chromium under DevTools' slow 4G and 4x CPU, on a phone and a laptop
 * (median of `runs`).
 */
export async function benchShareView(
  browser: Browser,
  webOrigin: string,
  apiOrigin: string,
  { deck, textOnly }: { deck: SharedBenchDeck; textOnly: SharedBenchDeck },
  runs = 3,
): Promise<ShareViewFigures> {
  const medians: ShareViewRun[] = [];
  for (const screen of SCREENS) {
    const all: ShareViewRun[] = [];
    for (let run = 0; run < runs; run += 1)
      all.push(await shareViewOnce(browser, `${webOrigin}${deck.path}`, apiOrigin, deck, screen));
    const middle = median(all.map((run) => run.firstSlideMs));
    medians.push(all.find((run) => run.firstSlideMs === middle)!);
  }
  const [page, text] = await lighthousePages(webOrigin, [deck.path, textOnly.path], runs);
  const bytes = (photos: boolean) =>
    page!.requests
      .filter((request) => isPhoto(request.url, apiOrigin) === photos)
      .reduce((total, request) => total + (request.transferSize ?? 0), 0);
  return {
    runs: medians,
    lighthouse: {
      performance: page!.performance,
      fcpMs: page!.fcpMs,
      lcpMs: page!.lcpMs,
      lcpElement: page!.lcpElement,
      transferBytes: bytes(false),
      photoBytes: bytes(true),
      textLcpMs: text!.lcpMs,
      textLcpElement: text!.lcpElement,
    },
  };
}
