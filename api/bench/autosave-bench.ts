/**
 * Editor autosave round-trip over real HTTP: what the deck and resume editors wait for after each
 * change, and what each save sends. A signed-in founder's generated 12-slide deck holds five ~1 MB
 * photos (uploaded to the media store) and gets a one-word edit per save, sent as the editor does
 * (PUT /decks/:id with only the changed slide) and, for comparison, with every slide; a resume
 * gets a changed section. Sequential saves, median and p95; printed, never asserted.
 * Run: npx tsx api/bench/autosave-bench.ts [saves, default 100].
 */
import { listChanges, type Deck, type MediaUpload, type Resume } from '@kuza/contracts';
import { photo } from '../test/helpers/media';
import { buildApp } from '../src/app';
import { benchConfig, benchDatabase, generatedDeck, NO_LIMITS, signedInFounder } from './bench-config';

const saves = Number(process.argv[2] ?? 100);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function main(): Promise<void> {
  const config = benchConfig({ RATE_LIMIT_MAX: NO_LIMITS.RATE_LIMIT_MAX });
  const database = await benchDatabase(config);
  const app = buildApp(config, { database });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const founder = await signedInFounder(app, 'autosave-bench@example.com');
    const { call } = founder;
    let deck = await generatedDeck(founder);

    let resume = await call<Resume>('POST', '/resumes', {
      mode: 'ai',
      inputs: { name: 'Amara Okafor', role: 'Founder & CEO', experience: 'Built SokoFresh to 2,000 farmers' },
    });
    // The editor opens on the built resume: every default section filled from the inputs.
    resume = await call<Resume>('POST', `/resumes/${resume.id}/build`, { summary: resume.sections[0]!.content });

    // Five slides hold a ~1 MB photo each, in the media store; the deck keeps their URLs.
    let photoBytes = 0;
    const uploadTimes: number[] = [];
    const photoSlides = [...deck.slides];
    for (let i = 0; i < 5; i += 1) {
      const data = await photo(i + 1);
      photoBytes += data.length;
      const started = performance.now();
      const { url } = await call<MediaUpload>('POST', '/media', data);
      uploadTimes.push(performance.now() - started);
      photoSlides[i] = { ...photoSlides[i]!, media: { src: url, alt: `Photo ${i + 1}` } };
    }
    deck = await call<Deck>('PUT', `/decks/${deck.id}`, { version: deck.version, slides: photoSlides });
    // What every save sent before the media store: the whole deck, photos inline as data: URLs.
    const inlineBytes = JSON.stringify({ version: deck.version, slides: deck.slides }).length + photoBytes * (4 / 3);

    const timed = () => ({ times: [] as number[], bytes: [] as number[] });
    const small = timed();
    const whole = timed();
    const section = timed();
    const send = async <T>(into: ReturnType<typeof timed>, method: string, path: string, body: unknown) => {
      into.bytes.push(JSON.stringify(body).length);
      const started = performance.now();
      const answer = await call<T>(method, path, body);
      into.times.push(performance.now() - started);
      return answer;
    };
    for (let i = 0; i < saves; i += 1) {
      // A one-word edit of the second slide's title, as the editor's autosave sends it.
      const edited = deck.slides.map((slide, index) => (index === 1 ? { ...slide, title: `Problem ${i}` } : slide));
      const slideChanges = listChanges(deck.slides, edited)!;
      deck = await send<Deck>(small, 'PUT', `/decks/${deck.id}`, { version: deck.version, slideChanges });

      const again = deck.slides.map((slide, index) => (index === 1 ? { ...slide, title: `Problem, ${i}` } : slide));
      deck = await send<Deck>(whole, 'PUT', `/decks/${deck.id}`, { version: deck.version, slides: again });

      const sections = resume.sections.map((item, index) =>
        index === 0 ? { ...item, content: `${item.content.split('\n')[0]}\nRevision ${i}` } : item,
      );
      const sectionChanges = listChanges(resume.sections, sections)!;
      resume = await send<Resume>(section, 'PUT', `/resumes/${resume.id}`, { version: resume.version, sectionChanges });
    }

    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(
      `autosave round-trip over HTTP: ${saves} sequential saves, node ${process.version}, db ${database.kind}`,
    );
    console.log(
      `deck of ${deck.slides.length} slides with five photos (${(photoBytes / 1024 / 1024).toFixed(1)} MB in the media store); a whole-deck save with the photos inline would send ${(inlineBytes / 1024 / 1024).toFixed(1)} MB`,
    );
    for (const [name, { times, bytes }] of [
      ['deck one-word edit (slideChanges)', small],
      ['deck one-word edit (every slide)', whole],
      [`resume section edit (sectionChanges)`, section],
    ] as const) {
      const sorted = [...times].sort((a, b) => a - b);
      console.log(
        `${name.padEnd(38)} sends ${kb(Math.max(...bytes)).padStart(8)}   median ${percentile(sorted, 0.5).toFixed(1)} ms   p95 ${percentile(sorted, 0.95).toFixed(1)} ms`,
      );
    }
    const uploads = [...uploadTimes].sort((a, b) => a - b);
    console.log(
      `${'photo upload (1 MB, 2 WebP variants)'.padEnd(38)} median ${percentile(uploads, 0.5).toFixed(0)} ms   slowest ${uploads.at(-1)!.toFixed(0)} ms (5 uploads)`,
    );
    console.log('  target (issue 17): a one-word edit on a deck with five 1 MB photos sends ≤ 5 KB');
  } finally {
    await app.close();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
