/**
 * Editor autosave round-trip over real HTTP: what the deck and resume editors wait for after each
 * change. A signed-in founder's generated 12-slide deck gets a new slide title per save
 * (PUT /decks/:id with its version and every slide, as the editor sends them); a resume gets a
 * changed section (PUT /resumes/:id). Sequential saves, median and p95; printed, never asserted.
 * Run: npx tsx api/bench/autosave-bench.ts [saves, default 100].
 */
import type { Deck, Resume } from '@kuza/contracts';
import { buildApp } from '../src/app';
import { loadConfig, pickProcessEnv } from '../src/config';
import { selectDatabase } from '../src/db/select-database';
import { hashPassword } from '../src/modules/auth/secrets';

const saves = Number(process.argv[2] ?? 100);
const PASSWORD = 'Bench!pass1';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function main(): Promise<void> {
  const config = loadConfig({
    ...pickProcessEnv(['MONGODB_URI', 'MONGOMS_SYSTEM_BINARY']),
    NODE_ENV: 'production',
    DB_PERSIST: 'false',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    SMTP_URL: '',
  });
  const database = await selectDatabase(config, { info: () => {}, warn: () => {} });
  const app = buildApp(config, { database });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (typeof address !== 'object' || !address) throw new Error('no address');
    const base = `http://127.0.0.1:${address.port}`;

    const email = 'autosave-bench@example.com';
    await app.users.create({
      firstname: 'Amara',
      lastname: 'Okafor',
      email,
      passwordHash: await hashPassword(PASSWORD),
      hasPassword: true,
      emailVerified: true,
    });
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    if (!login.ok) throw new Error(`bench login failed: HTTP ${login.status}`);
    const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    };

    let deck = await call<Deck>('POST', '/decks', {
      mode: 'ai',
      inputs: { startupName: 'SokoFresh', industry: 'Agritech', description: 'Cold storage for smallholder farmers' },
    });
    await call('POST', `/decks/${deck.id}/generate`);
    for (let i = 0; i < 400; i += 1) {
      const status = await call<{ state: string }>('GET', `/decks/${deck.id}/generation`);
      if (status.state === 'done') break;
      if (status.state === 'failed') throw new Error('generation failed');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    deck = await call<Deck>('GET', `/decks/${deck.id}`);

    let resume = await call<Resume>('POST', '/resumes', {
      mode: 'ai',
      inputs: { name: 'Amara Okafor', role: 'Founder & CEO', experience: 'Built SokoFresh to 2,000 farmers' },
    });
    // The editor opens on the built resume: every default section filled from the inputs.
    resume = await call<Resume>('POST', `/resumes/${resume.id}/build`, { summary: resume.sections[0]!.content });

    const deckTimes: number[] = [];
    const resumeTimes: number[] = [];
    for (let i = 0; i < saves; i += 1) {
      const slides = deck.slides.map((slide, index) =>
        index === 1 ? { ...slide, title: `Problem, take ${i}` } : slide,
      );
      let started = performance.now();
      deck = await call<Deck>('PUT', `/decks/${deck.id}`, { version: deck.version, slides });
      deckTimes.push(performance.now() - started);

      const sections = resume.sections.map((section, index) =>
        index === 0 ? { ...section, content: `${section.content.split('\n')[0]}\nRevision ${i}` } : section,
      );
      started = performance.now();
      resume = await call<Resume>('PUT', `/resumes/${resume.id}`, { version: resume.version, sections });
      resumeTimes.push(performance.now() - started);
    }

    console.log(
      `autosave round-trip over HTTP: ${saves} sequential saves, node ${process.version}, db ${database.kind}`,
    );
    for (const [name, times] of [
      [
        `deck PUT (${deck.slides.length} slides, ${(JSON.stringify(deck.slides).length / 1024).toFixed(0)} KB)`,
        deckTimes,
      ],
      [`resume PUT (${resume.sections.length} sections)`, resumeTimes],
    ] as const) {
      const sorted = [...times].sort((a, b) => a - b);
      console.log(
        `${name.padEnd(40)} median ${percentile(sorted, 0.5).toFixed(1)} ms   p95 ${percentile(sorted, 0.95).toFixed(1)} ms`,
      );
    }
  } finally {
    await app.close();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
