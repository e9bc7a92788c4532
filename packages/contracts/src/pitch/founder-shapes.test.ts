/**
 * Five shapes founders write in, generated with other names, figures, languages, orders and blank
 * lines: questions and answers ('Q: … / A: …'), an e-mail that thanks its reader before the pitch,
 * markdown with tables, roman-numbered parts with the company named as a label, and bullet notes
 * under an emoji-led title. Each property is what a founder sees on the slides.
 */
import fc from 'fast-check';
import { readPitch, roleTitle, sectionText, type PitchRole } from './read-pitch';

type Language = 'en' | 'fr' | 'pt';
const language = fc.constantFrom<Language>('en', 'fr', 'pt');

const word = fc
  .tuple(
    fc.constantFrom('K', 'M', 'Z', 'T', 'S', 'B', 'N', 'D', 'L', 'V'),
    fc.constantFrom('ala', 'ubo', 'eri', 'ondo', 'ava', 'itu', 'ama', 'ezi', 'uka'),
    fc.constantFrom('', 'ni', 'ra', 'Link', 'Flow', 'to', 'Pay'),
  )
  .map(([a, b, c]) => `${a}${b}${c}`);
const company = fc
  .tuple(word, fc.option(fc.constantFrom('Pay', 'Health', 'Link', 'Lab', 'Power'), { nil: undefined }))
  .map(([first, second]) => (second ? `${first} ${second}` : first));
const count = fc.integer({ min: 12, max: 9000 }).map((n) => n.toLocaleString('en-US'));
const split = fc
  .tuple(fc.integer({ min: 20, max: 50 }), fc.integer({ min: 10, max: 30 }))
  .map(([a, b]) => [a, b, 100 - a - b] as const);
const blank = fc.boolean().map((yes) => (yes ? '\n\n' : '\n'));

/** The answers to an application form's questions, in the founder's language. */
function answers(lang: Language, name: string, n: string, [a, b, c]: readonly number[]) {
  return {
    en: {
      problem: [
        'What problem are you solving?',
        `Small shops lose about ${a}% of their stock every month because they cannot predict demand.`,
      ],
      solution: ['What is your solution?', `${name} is an ordering app. Shops order by 9pm and suppliers deliver.`],
      businessModel: ['How do you make money?', `We take ${b}% of each order and charge USD 20 a month.`],
      traction: ['Traction?', `${n} shops ordering weekly; revenue grew ${c}% last quarter.`],
      team: ['Who is on the team?', 'Efua Boateng (CEO) ran a bakery for 8 years. Kojo Asante (CTO) built payments.'],
      ask: ['How much are you raising?', `$400,000 pre-seed: ${a}% product, ${b}% sales, ${c}% working capital.`],
    },
    fr: {
      problem: [
        'Quel problème résolvez-vous ?',
        `Les petites boutiques perdent environ ${a} % de leur stock chaque mois faute de prévoir la demande.`,
      ],
      solution: [
        'Quelle est votre solution ?',
        `${name} est une application de commande. Les boutiques commandent avant 21 h.`,
      ],
      businessModel: ['Comment gagnez-vous de l’argent ?', `Nous prenons ${b} % de chaque commande.`],
      traction: ['Votre traction ?', `${n} boutiques commandent chaque semaine, +${c} % par mois.`],
      team: ['Qui est dans l’équipe ?', 'Awa Ndiaye, CEO, ancienne de Wave. Cheikh Fall, CTO.'],
      ask: [
        'Combien levez-vous ?',
        `Nous levons 250 millions FCFA : ${a} % produit, ${b} % acquisition, ${c} % conformité.`,
      ],
    },
    pt: {
      problem: [
        'Qual é o problema?',
        `As pequenas lojas perdem cerca de ${a}% do stock todos os meses porque não conseguem prever a procura.`,
      ],
      solution: ['Qual é a solução?', `A ${name} é uma aplicação de encomendas. As lojas encomendam até às 21h.`],
      businessModel: ['Como ganham dinheiro?', `Cobramos ${b}% de cada encomenda.`],
      traction: ['Tração?', `${n} lojas encomendam todas as semanas, +${c}% por mês.`],
      team: [
        'Quem é a equipa?',
        'Ana Tavares (CEO) geriu uma padaria durante 8 anos. Rui Costa (CTO) criou pagamentos.',
      ],
      ask: [
        'Quanto estão a levantar?',
        `Estamos a levantar USD 400 mil: ${a}% produto, ${b}% vendas, ${c}% fundo de maneio.`,
      ],
    },
  }[lang] as Record<PitchRole, [string, string]>;
}

const MARKS: Record<Language, Array<[string, string]>> = {
  en: [
    ['Q:', 'A:'],
    ['Q.', 'A.'],
    ['**Q:**', '**A:**'],
    ['Question:', 'Answer:'],
  ],
  fr: [
    ['Q :', 'R :'],
    ['Question :', 'Réponse :'],
  ],
  pt: [
    ['P:', 'R:'],
    ['Pergunta:', 'Resposta:'],
  ],
};

const ROLES: PitchRole[] = ['problem', 'solution', 'businessModel', 'traction', 'team', 'ask'];

describe('a pitch written as questions and answers', () => {
  it('titles each part by its role, drops the answer marks, keeps every answer and reads the company', () => {
    fc.assert(
      fc.property(
        language.chain((lang) =>
          fc.tuple(
            fc.constant(lang),
            fc.constantFrom(...MARKS[lang]),
            company,
            count,
            split,
            blank,
            fc.shuffledSubarray(ROLES.slice(2), { minLength: 4, maxLength: 4 }),
          ),
        ),
        ([lang, [q, a], name, n, shares, gap, rest]) => {
          const qa = answers(lang, name, n, shares);
          const order: PitchRole[] = ['problem', 'solution', ...rest];
          const text = order.map((role) => `${q} ${qa[role][0]}\n${a} ${qa[role][1]}`).join(gap);
          const pitch = readPitch(text);
          expect(pitch.company).toBe(name);
          const titles = pitch.sections.map((section) => section.title);
          for (const title of titles) expect(title).not.toMatch(/^\**(?:q|p|question|pergunta)\b|\?$/i);
          expect(titles).toEqual(expect.arrayContaining([roleTitle('problem', lang), roleTitle('team', lang)]));
          const said = pitch.sections.flatMap((section) => section.lines.map((line) => line.text));
          for (const line of said) expect(line).not.toMatch(/^\**(?:a|r|answer|réponse|resposta)\s*[:.]/i);
          const all = [...pitch.preamble.map((line) => line.text), ...said].join(' ');
          for (const role of order)
            for (const sentence of qa[role][1].split(/(?<=\.)\s+/))
              if (!sentence.startsWith(name)) expect(all).toContain(sentence.replace(/\.$/, ''));
        },
      ),
      { numRuns: 60 },
    );
  });
});

const GREETINGS: Record<Language, string[]> = {
  en: ['Hi Amina,', 'Dear Mr Okafor,', 'Hello Sarah,'],
  fr: ['Bonjour Fatou,', 'Cher Monsieur Diallo,'],
  pt: ['Olá Marta,', 'Caro João,'],
};
const PLEASANTRIES: Record<Language, Array<(name: string) => string>> = {
  en: [
    (name) => `Thanks for the call last week. As promised, here is a short summary of ${name}.`,
    (name) => `Great to meet you at the summit. Here's a quick overview of ${name}.`,
    (name) => `I hope you are well. Following our chat, please find a short note on ${name}.`,
  ],
  fr: [
    (name) => `Merci pour notre échange de mardi. Comme promis, voici un court résumé de ${name}.`,
    (name) => `J'espère que vous allez bien. Voici une présentation de ${name}.`,
  ],
  pt: [
    (name) => `Obrigado pela conversa da semana passada. Como prometido, segue um breve resumo da ${name}.`,
    (name) => `Espero que esteja bem. Segue um resumo da ${name}.`,
  ],
};
const PROBLEMS: Record<Language, (n: string) => string> = {
  en: (n) => `Rural shops run diesel generators for their fridges, which costs them around NGN ${n} a month.`,
  fr: (n) => `Les boutiques rurales font tourner des groupes électrogènes qui leur coûtent ${n} FCFA par mois.`,
  pt: (n) => `As lojas rurais usam geradores a gasóleo que lhes custam cerca de ${n} kwanzas por mês.`,
};
const OFFERS: Record<Language, string> = {
  en: 'We lease solar fridges to them, paid by mobile money, and we service them.',
  fr: 'Nous leur louons des réfrigérateurs solaires, payés par mobile money.',
  pt: 'Alugamos-lhes frigoríficos solares, pagos por dinheiro móvel.',
};
const RAISES: Record<Language, (shares: readonly number[]) => string> = {
  en: ([a, b, c]) => `We are raising $600k; ${a}% goes to fridges, ${b}% to technicians and ${c}% to software.`,
  fr: ([a, b, c]) => `Nous levons 300 millions FCFA : ${a} % réfrigérateurs, ${b} % techniciens, ${c} % logiciel.`,
  pt: ([a, b, c]) => `Estamos a levantar USD 600 mil: ${a}% frigoríficos, ${b}% técnicos e ${c}% software.`,
};
const SIGN_OFFS: Record<Language, string> = { en: 'Best,', fr: 'Cordialement,', pt: 'Atenciosamente,' };

describe('an e-mail with its pleasantries', () => {
  it('puts no pleasantry on a slide, gives the problem its own part and reads the company it names', () => {
    fc.assert(
      fc.property(
        language.chain((lang) =>
          fc.tuple(
            fc.constant(lang),
            fc.constantFrom(...GREETINGS[lang]),
            fc.constantFrom(...PLEASANTRIES[lang]),
            company,
            count,
            split,
          ),
        ),
        ([lang, greeting, pleasantry, name, n, shares]) => {
          const opening = pleasantry(name);
          const problem = PROBLEMS[lang](n);
          const text = [
            greeting,
            opening,
            `${problem} ${OFFERS[lang]}`,
            RAISES[lang](shares),
            `${SIGN_OFFS[lang]}\nMusa`,
          ].join('\n\n');
          const pitch = readPitch(text);
          expect(pitch.company).toBe(name);
          const lines = [...pitch.preamble, ...pitch.sections.flatMap((section) => section.lines)];
          for (const sentence of opening.split(/(?<=\.)\s+/))
            for (const line of lines) expect(line.text).not.toContain(sentence.replace(/\.$/, ''));
          const problemPart = pitch.sections.find((section) => sectionText(section).includes(problem));
          expect(problemPart?.role).toBe('problem');
          expect(sectionText(problemPart!)).not.toContain(OFFERS[lang]);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('markdown with tables', () => {
  const METRICS: Record<Language, [string, string, string]> = {
    en: ['Metric | Value', 'Clinics using the app', 'Patients registered'],
    fr: ['Indicateur | Valeur', 'Cliniques clientes', 'Patients inscrits'],
    pt: ['Indicador | Valor', 'Clínicas clientes', 'Pacientes registados'],
  };
  const ASKS: Record<Language, [string, string, string[]]> = {
    en: ['Ask', 'seed. Use of funds:', ['Engineering', 'Sales', 'Operations']],
    fr: ['Notre besoin', 'en amorçage. Utilisation des fonds :', ['Ingénierie', 'Ventes', 'Opérations']],
    pt: ['O pedido', 'seed. Uso dos fundos:', ['Engenharia', 'Vendas', 'Operações']],
  };
  it('reads a metrics table as one traction part, a comparison as rows, and the ask with its split as one part', () => {
    fc.assert(
      fc.property(language, company, count, count, split, blank, (lang, name, a, b, shares, gap) => {
        const [header, first, second] = METRICS[lang];
        const [askTitle, askLead, uses] = ASKS[lang];
        const text = [
          `# ${name}`,
          `| ${header} |\n|---|---|\n| ${first} | ${a} |\n| ${second} | ${b} |`,
          `## Competition\n| | ${name} | Paper |\n|---|---|---|\n| Price per month | KES 2,500 | free |\n| Works offline | yes | yes |`,
          `## ${askTitle}\nKES 40M ${askLead}\n${uses.map((use, i) => `${i + 1}. ${use} — ${shares[i]}%`).join('\n')}`,
        ].join(gap);
        const pitch = readPitch(text);
        const metrics = pitch.sections.filter((section) => section.lines.some((line) => line.text.includes(first)));
        expect(metrics).toHaveLength(1);
        expect(metrics[0].role).toBe('traction');
        expect(metrics[0].lines.every((line) => line.kind === 'row')).toBe(true);
        const competition = pitch.sections.find((section) => section.title === 'Competition')!;
        expect(competition.lines.map((line) => line.cells)).toEqual([
          ['', name, 'Paper'],
          ['Price per month', 'KES 2,500', 'free'],
          ['Works offline', 'yes', 'yes'],
        ]);
        const asks = pitch.sections.filter((section) => section.role === 'ask' || section.role === 'useOfFunds');
        expect(asks).toHaveLength(1);
        expect(asks[0].title).toBe(askTitle);
        for (const use of uses) expect(sectionText(asks[0])).toContain(use);
      }),
      { numRuns: 60 },
    );
  });
});

describe('a company named by a label or a document title', () => {
  const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI'];
  const PARTS: Record<Language, Array<[string, (name: string) => string]>> = {
    en: [
      ['The problem', () => 'Tailors cannot take payments at a distance and lose orders.'],
      ['Our answer', (name) => `${name}: a payment link sent by WhatsApp, with an order book.`],
      ['Business model', () => '1.5% per transaction, capped at USD 1.'],
      ['The team', () => 'Awa Ndiaye, CEO, formerly at Wave. Cheikh Fall, CTO.'],
    ],
    fr: [
      ['Le constat', () => 'Les couturières perdent des commandes faute de pouvoir encaisser à distance.'],
      ['Notre réponse', (name) => `${name} : un lien de paiement envoyé par WhatsApp, avec un carnet de commandes.`],
      ['Modèle économique', () => '1,5 % par transaction, plafonné à 500 FCFA.'],
      ['L’équipe', () => 'Awa Ndiaye, CEO, ancienne de Wave. Cheikh Fall, CTO.'],
    ],
    pt: [
      ['O problema', () => 'As costureiras perdem encomendas por não conseguirem receber à distância.'],
      ['A nossa resposta', (name) => `${name}: uma ligação de pagamento enviada por WhatsApp.`],
      ['Modelo de negócio', () => '1,5% por transação, com um máximo de 500 kwanzas.'],
      ['A equipa', () => 'Ana Tavares, CEO, ex-Unitel. Rui Costa, CTO.'],
    ],
  };
  it('reads the company from a part opening on its name and what it is, in roman-numbered parts', () => {
    fc.assert(
      fc.property(language, company, blank, fc.boolean(), (lang, name, gap, dotted) => {
        const text = PARTS[lang]
          .map(([title, body], i) => `${ROMAN[i]}${dotted ? '.' : ')'} ${title}\n${body(name)}`)
          .join(gap);
        const pitch = readPitch(text);
        expect(pitch.company).toBe(name);
        expect(pitch.sections.map((section) => section.title)).toEqual(PARTS[lang].map(([title]) => title));
      }),
      { numRuns: 60 },
    );
  });

  const NOTES: Record<Language, string> = {
    en: 'notes for investors',
    fr: 'notes pour investisseurs',
    pt: 'notas para investidores',
  };
  const TALLY: Record<Language, (a: string, b: string) => string> = {
    en: (a, b) => `${a} farmers, ${b} warehouses, ZMW 4.8M in loans, 0.9% default`,
    fr: (a, b) => `${a} agriculteurs, ${b} entrepôts, 4,8 M FCFA de prêts, 0,9 % d'impayés`,
    pt: (a, b) => `${a} agricultores, ${b} armazéns, 4,8 M kwanzas em empréstimos, 0,9% de incumprimento`,
  };
  const NOTE_LINES: Record<Language, string[]> = {
    en: [
      'problem: farmers sell at harvest when prices are lowest',
      'what we do: warehouse receipts on a phone so farmers can borrow against their maize',
      'team: Chanda Mwale (CEO, ex-Zanaco), Peter Banda (ops, ran 4 warehouses)',
    ],
    fr: [
      'problème : les agriculteurs vendent à la récolte, quand les prix sont au plus bas',
      'ce que nous faisons : des reçus d’entrepôt sur téléphone pour emprunter sur le maïs',
      'équipe : Chanda Mwale (CEO, ex-Zanaco), Peter Banda (opérations)',
    ],
    pt: [
      'problema: os agricultores vendem na colheita, quando os preços estão mais baixos',
      'o que fazemos: recibos de armazém no telemóvel para pedir empréstimos sobre o milho',
      'equipa: Chanda Mwale (CEO, ex-Zanaco), Peter Banda (operações)',
    ],
  };
  it('reads the name of an emoji-led notes title and a tally of counts as traction', () => {
    fc.assert(
      fc.property(
        language,
        company,
        count,
        count,
        fc.constantFrom('🚜', '🌍', '📦', '⚡️'),
        fc.constantFrom('–', '—', '-', ':'),
        fc.constantFrom('•', '-', '*'),
        (lang, name, a, b, emoji, dash, mark) => {
          const [problem, does, team] = NOTE_LINES[lang];
          const tally = TALLY[lang](a, b);
          const text = [`${emoji} ${name} ${dash} ${NOTES[lang]}`, problem, does, tally, team]
            .map((line, i) => (i ? `${mark} ${line}` : line))
            .join('\n');
          const pitch = readPitch(text);
          expect(pitch.company).toBe(name);
          const part = pitch.sections.find((section) => sectionText(section).includes(tally));
          expect(part?.role).toBe('traction');
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('bullet notes with a round and a tally', () => {
  const ROUND: Record<Language, (amount: string, shares: readonly number[]) => string> = {
    en: (amount, [a, b, c]) => `USD ${amount} seed: ${a}% rider acquisition, ${b}% product, ${c}% working capital`,
    fr: (amount, [a, b, c]) => `${amount} M FCFA en amorçage : ${a} % produit, ${b} % acquisition, ${c} % conformité`,
    pt: (amount, [a, b, c]) => `USD ${amount} mil seed → ${a}% câmaras, ${b}% camiões, ${c}% equipa`,
  };
  const TALLY: Record<Language, (n: string, share: number) => string> = {
    en: (n, share) => `${n} riders, 11 depots, 210 tonnes moved, ${share}% occupancy`,
    fr: (n, share) => `${n} couturières, 11 ateliers, 210 tonnes livrées, ${share} % d'occupation`,
    pt: (n, share) => `${n} pescadores, 11 câmaras, 210 toneladas guardadas, ${share}% de ocupação`,
  };
  const PRICE: Record<Language, (share: number) => string> = {
    en: (share) => `USD 6 per crate per day + ${share}% on each sale to restaurants`,
    fr: (share) => `500 FCFA par caisse et par jour + ${share} % sur chaque vente`,
    pt: (share) => `MZN 6 por quilo por dia + ${share}% na venda aos restaurantes`,
  };
  it('reads an amount named by its round with its split as the ask, and a tally beside a price as no split', () => {
    fc.assert(
      fc.property(
        language,
        fc.integer({ min: 150, max: 950 }).map(String),
        count,
        split,
        fc.integer({ min: 60, max: 98 }),
        fc.constantFrom('-', '•'),
        (lang, amount, n, shares, occupied, mark) => {
          const round = ROUND[lang](amount, shares);
          const tally = TALLY[lang](n, occupied);
          const price = PRICE[lang](100 - occupied);
          const text = [tally, price, round].map((line) => `${mark} ${line}`).join('\n');
          const pitch = readPitch(text);
          const holder = (line: string) => pitch.sections.find((section) => sectionText(section).includes(line));
          expect(holder(round)?.role).toBe('ask');
          expect(holder(tally)?.role).not.toBe('useOfFunds');
          expect(holder(price)?.role).not.toBe('useOfFunds');
        },
      ),
      { numRuns: 60 },
    );
  });
});
