/**
 * Text with no headings (prose, an e-mail, a transcript, bullet notes) as parts by role. Each
 * sentence or bullet scores every role by what it says (roles.ts); the parts are then the most
 * likely sequence of roles over the whole text (a Viterbi pass), in which a paragraph keeps one role
 * unless a sentence clearly turns to another, a role with no cue of its own carries on the one
 * before it, and a pitch seldom goes back to a part it has left. Reading the whole sequence at once,
 * rather than sentence by sentence, is what lets a paragraph with few cue words take its role from
 * its neighbours.
 */
import { readFigures } from '../facts/figures';
import { fold, roleScores, type PitchRole } from './roles';

export interface Unit {
  text: string;
  /** The paragraph (or bullet) the unit belongs to: units of one paragraph rarely change role. */
  paragraph: number;
  bullet: boolean;
  /** A role the unit names itself ('Équipe : Hery (CEO)'). */
  named?: PitchRole;
}

// The order founders usually tell a pitch in: going back to an earlier part costs a little.
const ORDER: PitchRole[] = [
  'company',
  'problem',
  'audience',
  'solution',
  'product',
  'whyNow',
  'businessModel',
  'traction',
  'market',
  'competition',
  'goToMarket',
  'impact',
  'team',
  'financials',
  'milestones',
  'ask',
  'useOfFunds',
  'contact',
];
const rank = (role: PitchRole) => {
  const index = ORDER.indexOf(role);
  return index < 0 ? ORDER.length : index;
};

/** Within a paragraph a role carries on strongly; from paragraph to paragraph, a little. */
const STAY_IN_PARAGRAPH = 0.8;
const STAY_ACROSS = 0.4;
const STAY_BULLET = 0.6;
const SWITCH_IN_PARAGRAPH = -0.8;
/** A sentence's own score past which it turns a paragraph to its role at no cost. */
const CLEAR_TURN = 5;
const GO_BACK = -0.8;
/** How much an early sentence leans to the problem, and over what share of the text. */
const EARLY_PROBLEM = 1.5;
const EARLY_SHARE = 0.35;
/** Sentences in a paragraph past which it is read as separate ones. */
const LONG_PARAGRAPH = 5;
/** How much a sentence leans on its paragraph's cues. */
const PARAGRAPH_SHARE = 0.25;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// 'We help…', 'We're building…', 'I run a small recycling business…', 'Nous aidons…', 'Somos uma…'.
const PRESENTS =
  /^(?:(?:so|well|alors|bon|entao)[\s,]+)?(?:we help|we are an?|we're an?|we are building|we're building|we build|i run an?|we run an?|nous aidons|nous sommes une?|nous construisons|je dirige une?|ajudamos|somos uma?|estamos a construir|construimos)\b/;
// 'A cold chain for dairy farmers.', 'Rent-to-own homes for salaried workers.': a short line with no figure naming what for whom.
const TAGLINE = /^(?=(?:\S+\s+){0,15}\S+$)[^\d]*\b(for|pour|para)\b[^\d]*$/;
// 'Nous vendons des kits solaires…', 'We lease e-bikes…': the company saying what it sells, in its first words.
const SELLS =
  /^(?:(?:so|well|alors|bon|entao)[\s,]+)?(?:we (?:sell|offer|provide|lease|rent|install|connect|deliver)|nous (?:vendons|proposons|offrons|louons|installons|connectons|livrons)|(?:nos )?(?:vendemos|oferecemos|alugamos|instalamos|ligamos|entregamos))\b/;
// 'Nkoma Pay SAS, créée à Libreville en 2023, est une plateforme…', 'A Saúde Já é a forma…', 'Zuri is an app…': a
// name, then what it is.
const NAME_IS =
  /^(?:(?:[AaOo]|[Ll][ae]|[Ll]['’])\s*)?\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’-]*){0,3}(?:,[^,]{1,60},)?\s(?:is|est|é)\s(?:a|an|the|une?|uma?|la|le|o|a)\s(?!(?:\S+\s)?(?:country|city|region|pays|ville|région|país|cidade|região|capital|capitale)\b)/u;
// 'So I'm Ndapewa, and with my brother I run a laundry business…': the founder saying what they run, anywhere in it.
const RUNS =
  /\b(?:i run|we run|i own|we own|je dirige|nous dirigeons|eu dirijo|eu giro|gerimos)\s+(?:an?|une?|uma?|the|o|a)\b/;
// 'A cold chain for Kenya's small dairy farmers, from the cow…', 'La livraison du dernier kilomètre pour les vendeuses…':
// a phrase with no figure naming what for whom, opened by an article.
const NAMES_OFFER =
  /^(?=(?:\S+\s+){0,24}\S+$)(?:an?|the|une?|la|le|les|l'|uma?|o|a|os|as)\s[^\d]*\b(?:for|pour|para)\b[^\d]*$/;
// 'TerraDosa, Parakou (Bénin).', 'Caju Justo, Bissau.': a letterhead, the company's name and its place.
const LETTERHEAD = /^\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’-]*){0,3},\s\p{Lu}[\p{L}'’ -]*(?:\s?\([\p{L}'’ -]+\))?\.?$/u;
const presents = (text: string, company?: string) =>
  PRESENTS.test(fold(text)) ||
  SELLS.test(fold(text)) ||
  RUNS.test(fold(text)) ||
  // 'Caju Justo, Bissau. Ajudamos os produtores…': a letterhead opening the text presents the company too.
  LETTERHEAD.test(text.trim().split(/(?<=\.)\s+/)[0]) ||
  NAME_IS.test(text) ||
  startsWithName(text, company);
const startsWithName = (text: string, company?: string) =>
  Boolean(company) &&
  new RegExp(`^(?:(?:a|o|la|le)\\s+|l')?${escape(fold(company!))}\\b(?!\\s+(?:is raising|raises|leve|levanta))`).test(
    fold(text),
  );

const onName = (text: string, company?: string) =>
  Boolean(company) &&
  new RegExp(
    `^(?:on|with|through|sur|avec|via|grace a|na|no|com|atraves d[ao])\\s+${escape(fold(company!))}\\s*,`,
  ).test(fold(text));

/** Scores of one unit, with what only its place can say (an introduction, the company as subject). */
function unitScores(unit: Unit, first: boolean, company?: string): Partial<Record<PitchRole, number>> {
  // The company's own name says nothing of the part ('Darasa Pay' is no price, 'Fundi Finder' no ask).
  const said = company ? unit.text.replace(new RegExp(escape(company), 'gi'), 'X') : unit.text;
  const scores = { ...roleScores(said) };
  if (unit.named) scores[unit.named] = (scores[unit.named] ?? 0) + 10;
  // 'I'm Daniel, the CEO': an introduction opens a pitch; later it presents the team.
  if (!first && scores.company && scores.company >= 9) {
    scores.team = (scores.team ?? 0) + 3;
    delete scores.company;
  }
  // 'Fundi Finder is a marketplace…', 'Zemi Volt leases electric motorbikes…': the company doing something;
  // 'Sur Ligéey, chaque artisan…', 'With Zuri, salons…', 'Na Reabasta, o dono…': what happens on its offer.
  if (startsWithName(unit.text, company) || onName(unit.text, company)) scores.solution = (scores.solution ?? 0) + 2.5;
  return scores;
}

/**
 * Units that together split a whole ('Construction: 70%. Land: 20%. Team: 10%.', or the same as
 * bullets): consecutive sentences of a paragraph, or consecutive bullets, whose shares add to 100.
 */
function splitOfFunds(units: Unit[]): number[] {
  // A line that counts more things than it gives shares ('3 cold rooms, 740 fishers, 210 tonnes, 96% occupancy') is a
  // tally, never a share of a split, whatever its percent adds up to with the next line's.
  const shares = units.map((unit) => {
    const figures = readFigures(unit.text);
    const percents = figures.filter((figure) => figure.percent);
    if (figures.length - percents.length > percents.length) return 0;
    return percents.reduce((sum, figure) => sum + figure.value, 0);
  });
  const found = new Set<number>();
  const together = (a: Unit, b: Unit) => a.paragraph === b.paragraph || (a.bullet && b.bullet);
  for (let start = 0; start < units.length; start += 1) {
    if (!shares[start]) continue;
    let sum = 0;
    // A note on a share between two shares ('Team: 20%. Two site managers. Working capital: 10%.') is part of it.
    let notes = 0;
    for (let end = start; end < units.length && notes <= 1; end += 1) {
      if (end > start && !together(units[end - 1], units[end])) break;
      if (!shares[end]) {
        notes += 1;
        continue;
      }
      notes = 0;
      sum += shares[end];
      if (end > start && Math.abs(sum - 100) < 0.5) for (let at = start; at <= end; at += 1) found.add(at);
      if (sum > 100.5) break;
    }
  }
  return [...found];
}

/** The role of each unit: the best-scoring sequence over the whole text. */
export function segmentRoles(units: Unit[], company?: string, opens = true): PitchRole[] {
  if (!units.length) return [];
  // Only the text that opens the pitch has an opening: paragraphs after a labelled part do not.
  const opening = (unit: Unit) => opens && unit.paragraph === units[0].paragraph;
  // Shares that add to 100 are the split of the funds, whatever their labels name ('Team: 10%').
  const split = new Set(splitOfFunds(units));
  const own = units.map((unit, index) =>
    unitScores(split.has(index) ? { ...unit, named: undefined } : unit, opening(unit), company),
  );
  // A phrase naming what for whom does so only when it names no pain ('A farmer waits for months for…' is the problem).
  const namesOffer = !own[0].problem && NAMES_OFFER.test(fold(units[0].text));
  // A short opening paragraph that is not a problem is the company saying what it is ('A cold chain for…').
  const openingUnits = units.filter(opening);
  if (opens && openingUnits.length <= 2 && !units[0].bullet)
    openingUnits.forEach((unit, index) => {
      // 'We help SMEs get paid today for invoices…' presents the company even as it names the pain it ends.
      if (!own[index].problem || presents(unit.text, company)) own[index].company = (own[index].company ?? 0) + 2.5;
    });
  // Whatever the layout, a first sentence that presents the company ('Kasuwa Stock helps…', 'We help
  // SMEs…', 'I run a laundry business…', 'A cold chain for dairy farmers.') is its line, not the problem.
  else if (
    opens &&
    (presents(units[0].text, company) || namesOffer || (!own[0].problem && TAGLINE.test(fold(units[0].text))))
  )
    own[0].company = (own[0].company ?? 0) + 2.5;
  // A first sentence that presents the company ('A Saúde Já é a forma mais simples de…', 'Nkoma Pay SAS, créée à
  // Libreville en 2023, est une plateforme…') is its line, however much of the pain or the offer it names.
  if (opens && (presents(units[0].text, company) || namesOffer))
    own[0].company = Math.max(
      (own[0].company ?? 0) + 2,
      (own[0].problem ?? 0) + EARLY_PROBLEM + 1,
      ...Object.values(own[0]).map((score) => score + 3),
    );
  // A paragraph's cues, shared with each of its sentences.
  const paragraphs = new Map<number, Partial<Record<PitchRole, number>>>();
  units.forEach((unit, index) => {
    const sum = paragraphs.get(unit.paragraph) ?? {};
    for (const [role, score] of Object.entries(own[index]) as Array<[PitchRole, number]>)
      sum[role] = (sum[role] ?? 0) + score;
    paragraphs.set(unit.paragraph, sum);
  });
  // The split is its own units' role; it does not pull the raise told beside it into the use of funds.
  split.forEach((index) => (own[index].useOfFunds = (own[index].useOfFunds ?? 0) + 6));
  const roles = ORDER.filter((role) => role === 'company' || role === 'problem' || own.some((s) => s[role]));
  for (const role of new Set(own.flatMap((s) => Object.keys(s) as PitchRole[])))
    if (!roles.includes(role)) roles.push(role);
  const sizes = new Map<number, number>();
  for (const unit of units) sizes.set(unit.paragraph, (sizes.get(unit.paragraph) ?? 0) + 1);
  // A long paragraph (a pitch written as one block) is read sentence by sentence, like separate paragraphs.
  const long = (unit: Unit) => (sizes.get(unit.paragraph) ?? 0) > LONG_PARAGRAPH;
  const emit = (index: number, role: PitchRole) => {
    const unit = units[index];
    const context =
      unit.bullet || long(unit) ? 0 : (paragraphs.get(unit.paragraph)?.[role] ?? 0) - (own[index][role] ?? 0);
    // Founders open on the problem: early in the text, a sentence leans to it, less and less further on.
    const early = role === 'problem' ? EARLY_PROBLEM * Math.max(0, 1 - index / (units.length * EARLY_SHARE)) : 0;
    return (own[index][role] ?? 0) + PARAGRAPH_SHARE * context + early;
  };
  // best[i][r]: the best total for units 0..i ending in role r; from[i][r] the role before it.
  const start = (role: PitchRole) => (!opens ? 0 : role === 'company' ? 0.6 : role === 'problem' ? 0.4 : 0);
  let best = roles.map((role) => emit(0, role) + start(role));
  const from: number[][] = [];
  for (let index = 1; index < units.length; index += 1) {
    const same = units[index].paragraph === units[index - 1].paragraph && !long(units[index]);
    const stay = same ? STAY_IN_PARAGRAPH : units[index].bullet ? STAY_BULLET : STAY_ACROSS;
    const next: number[] = [];
    const origins: number[] = [];
    roles.forEach((role, r) => {
      let top = -Infinity;
      let origin = 0;
      roles.forEach((previous, p) => {
        // A sentence that says its role outright ('Nous levons 900 000 USD pour…') turns the paragraph at no cost.
        const turns = same && (own[index][role] ?? 0) < CLEAR_TURN ? SWITCH_IN_PARAGRAPH : 0;
        const move = p === r ? stay : turns + (rank(role) < rank(previous) ? GO_BACK : 0);
        const total = best[p] + move;
        if (total > top) {
          top = total;
          origin = p;
        }
      });
      next.push(top + emit(index, role));
      origins.push(origin);
    });
    from.push(origins);
    best = next;
  }
  let r = best.indexOf(Math.max(...best));
  const path: PitchRole[] = [roles[r]];
  for (let index = from.length - 1; index >= 0; index -= 1) {
    r = from[index][r];
    path.unshift(roles[r]);
  }
  return onceEach(path, own, units);
}

/** How much a passage's own sentences must say for a part it may take. */
const MISSING_PART = 2;

/**
 * A pitch tells each part once. When a role is read in two separate passages and a part the
 * sentences speak for is read nowhere, the passage that says the most of that part (at least half
 * as much as of the role it was given) takes it: 'Douala compte 100 000 moto-taxis… une fracture
 * coûte 3 mois de revenus' read as a second market beside the market's own passage is the problem.
 */
function onceEach(path: PitchRole[], own: Array<Partial<Record<PitchRole, number>>>, units: Unit[]): PitchRole[] {
  const out = [...path];
  const all = [...new Set(own.flatMap((scores) => Object.keys(scores) as PitchRole[]))];
  // Each role's scores summed up to each unit, so a passage's sum is one subtraction.
  const upTo = new Map(
    all.map((role) => {
      const sums = [0];
      own.forEach((scores, index) => sums.push(sums[index] + (scores[role] ?? 0)));
      return [role, sums] as const;
    }),
  );
  const sum = (role: PitchRole, from: number, to: number) => {
    const sums = upTo.get(role);
    return sums ? sums[to + 1] - sums[from] : 0;
  };
  // Whether each unit of a passage says more of `role` than of any other part.
  // Of prose, each sentence must say more of that part than of the one it was given (a share of a split named
  // 'Market launch: 60%' is as much the split's as the market's: it stays with the split).
  const speaksFor = (from: number, to: number, role: PitchRole, given: PitchRole) =>
    own
      .slice(from, to + 1)
      .every(
        (scores, at) =>
          (scores[role] ?? 0) >= Math.max(...Object.values(scores)) &&
          (units[from + at].bullet || (scores[role] ?? 0) > (scores[given] ?? 0)),
      );
  // Each change gives a part read nowhere its passage: at most one change a part.
  for (let changed = true; changed;) {
    changed = false;
    const runs: Array<{ role: PitchRole; from: number; to: number }> = [];
    out.forEach((role, index) => {
      const last = runs[runs.length - 1];
      // A paragraph of prose is a passage of its own; bullets run on.
      const turns = units[index].paragraph !== units[index - 1]?.paragraph && !units[index].bullet;
      if (last && last.role === role && last.to === index - 1 && !turns) last.to = index;
      else runs.push({ role, from: index, to: index });
    });
    const present = new Set(out);
    const missing = all.filter((role) => !present.has(role));
    if (!missing.length) break;
    const passages = new Map<PitchRole, number>();
    for (const run of runs) passages.set(run.role, (passages.get(run.role) ?? 0) + 1);
    let best: { from: number; to: number; role: PitchRole; margin: number } | undefined;
    const weigh = (from: number, to: number, given: PitchRole, each = false) => {
      for (const role of missing) {
        const says = sum(role, from, to);
        const margin = says - sum(given, from, to) / 2;
        if (says < MISSING_PART || margin <= 0 || (best && margin <= best.margin)) continue;
        if (!each || speaksFor(from, to, role, given)) best = { from, to, role, margin };
      }
    };
    for (const run of runs) {
      if ((passages.get(run.role) ?? 0) >= 2) weigh(run.from, run.to, run.role);
      // A list or a passage of prose read as one part may open or close on another: its first or last bullets or
      // sentences, when each says most for a part read nowhere ('- GrainSafe runs warehouses…' then '- Farmers lose
      // 20% of their harvest…'; '…la semaine dernière. Le déficit de logements est estimé à 500 000 unités.').
      else if (run.to > run.from)
        for (let cut = run.from; cut < run.to; cut += 1) {
          weigh(run.from, cut, run.role, true);
          weigh(cut + 1, run.to, run.role, true);
        }
    }
    if (best) {
      for (let index = best.from; index <= best.to; index += 1) out[index] = best.role;
      changed = true;
    }
  }
  return out;
}
