/**
 * Drafts founders write: headings led by emoji ('🔴 What's broken', '💡 Notre réponse', '1️⃣ O problema'), a draft
 * written slide by slide ('Slide 3 – Traction') with the company on its cover, a company field whose name is a link,
 * and dated steps straight under a heading ('T2 2026 : lancement au Mali'); generated with other emoji, headings,
 * names, languages and blank lines.
 */
import fc from 'fast-check';
import { teamTextParts } from './people';
import { readPitch, sectionText } from './read-pitch';

type Language = 'en' | 'fr' | 'pt';

/** Each part: the founder's own heading and its text, per language. */
const PARTS: Record<Language, Array<[string, string]>> = {
  en: [
    ["What's broken", 'Clinics in Kano lose a third of their vaccines to broken fridges.'],
    ['What we do', 'We install solar fridges that report their temperature every hour.'],
    ['How we earn', 'Clinics pay USD 40 a month per fridge.'],
    ['Where we are', 'We have 210 fridges in 96 clinics and revenue grew 18% last quarter.'],
    ['Who we are', 'Hauwa Bello (CEO) ran cold chains for a state agency. Emeka Obi (CTO) builds sensors.'],
    ['What we need', 'We are raising USD 900,000: 50% fridges, 30% engineering, 20% sales.'],
  ],
  fr: [
    ['Ce qui ne va pas', 'Au Burkina Faso, 80 % des petits producteurs de coton n’ont aucun historique de crédit.'],
    ['Notre réponse', 'Une application qui enregistre les ventes et produit un score de crédit.'],
    ['Comment on gagne', 'Les institutions paient 1 500 FCFA par dossier scoré.'],
    ['Où on en est', 'Nous comptons 12 400 producteurs inscrits et 3 100 prêts accordés.'],
    ["L'équipe", 'Awa Ouédraogo, directrice générale, ancienne analyste crédit. Issouf Sawadogo, directeur technique.'],
    ['Ce qu’on demande', 'Nous levons 450 millions FCFA : 50 % produit, 30 % déploiement, 20 % ventes.'],
  ],
  pt: [
    ['O que está errado', 'Em Nampula, 60% das lojas ficam sem stock todas as semanas.'],
    ['A nossa resposta', 'Uma aplicação de encomendas que entrega em 24 horas.'],
    ['Como ganhamos', 'Cobramos 3% de cada encomenda.'],
    ['Onde estamos', 'Temos 1.800 lojas ativas e crescemos 25% por mês.'],
    ['Quem somos', 'Lúcia Mondlane (CEO) geriu uma distribuidora. Carlos Sitoe (CTO) construiu pagamentos.'],
    ['O que pedimos', 'Estamos a levantar USD 500 mil: 40% tecnologia, 40% expansão, 20% equipa.'],
  ],
};

const emoji = fc.constantFrom('🔴', '💡', '💰', '📈', '👥', '🎯', '⚡️', '🧑🏾‍🌾', '🇳🇬', '❤️', '✅', '🚀');
const language = fc.constantFrom<Language>('en', 'fr', 'pt');

describe('headings led by emoji', () => {
  it('reads each emoji-led heading as its part, titled in the founder’s words without the emoji', () => {
    fc.assert(
      fc.property(
        language,
        fc.array(emoji, { minLength: 6, maxLength: 6 }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (lang, marks, gap, keycaps, lower) => {
          // Some founders write their headings in lower case ('🔴 ce qui ne va pas').
          const parts = PARTS[lang].map(([heading, body]) => [lower ? heading.toLowerCase() : heading, body] as const);
          const text = parts
            .map(([heading, body], index) => {
              const lead = keycaps ? `${index + 1}\uFE0F\u20E3` : marks[index];
              return `${lead} ${heading}${gap ? '\n\n' : '\n'}${body}`;
            })
            .join('\n\n');
          const pitch = readPitch(text);
          expect(pitch.sections.map((section) => section.title)).toEqual(parts.map(([heading]) => heading));
          parts.forEach(([, body], index) => expect(sectionText(pitch.sections[index]!)).toContain(body));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('keeps a run of lines each opening on an emoji as the bullets of its part', () => {
    fc.assert(
      fc.property(language, fc.array(emoji, { minLength: 3, maxLength: 3 }), (lang, marks) => {
        const [[problem, problemText], [traction]] = [PARTS[lang][0]!, PARTS[lang][3]!];
        const facts = ['210 clinics', '18% growth last quarter', 'USD 12,000 monthly revenue'];
        const text = `${problem}\n${problemText}\n\n${traction}\n${facts.map((fact, i) => `${marks[i]} ${fact}`).join('\n')}`;
        const part = readPitch(text).sections.find((section) => section.title === traction);
        expect(part?.lines.map((line) => [line.kind, line.text])).toEqual(facts.map((fact) => ['bullet', fact]));
      }),
      { numRuns: 40 },
    );
  });

  it('reads the company from an emoji-led title over notes for investors', () => {
    for (const [title, company] of [
      ['🌍 Sahel Agri Data — note aux investisseurs', 'Sahel Agri Data'],
      ['🚜 Kilimo Link – note to investors', 'Kilimo Link'],
      ['🐟 Peixe Fresco — notas aos investidores', 'Peixe Fresco'],
    ] as const)
      expect(readPitch(`${title}\n\n${PARTS.en.map((part) => part.join('\n')).join('\n\n')}`).company).toBe(company);
  });
});

describe('a draft written slide by slide', () => {
  it("reads 'Slide 3 – Traction' as the founder's part 'Traction'", () => {
    fc.assert(
      fc.property(
        language,
        fc.constantFrom('Slide', 'slide', 'Diapositive', 'Diapo', 'Diapositivo', 'Lâmina', 'Page'),
        fc.constantFrom(' – ', ' - ', ': ', ' — ', '. '),
        fc.boolean(),
        (lang, word, mark, gap) => {
          const parts = PARTS[lang];
          const text = parts
            .map(([heading, body], index) => `${word} ${index + 2}${mark}${heading}${gap ? '\n\n' : '\n'}${body}`)
            .join('\n\n');
          expect(readPitch(text).sections.map((section) => section.title)).toEqual(parts.map(([heading]) => heading));
        },
      ),
      { numRuns: 40 },
    );
  });
});

const company = fc
  .tuple(
    fc.constantFrom('Boda', 'Tiba', 'Maji', 'Kilimo', 'Soko', 'Nuru'),
    fc.constantFrom('Bima', 'Connect', 'Safi', 'Link', 'Pay', 'Lab'),
  )
  .map(([first, second]) => `${first} ${second}`);

describe('parts numbered with a dash', () => {
  it("reads '1 - O problema', '2 – What we do' as the founder's parts, and a lead-in with the amount under a heading as its text", () => {
    fc.assert(
      fc.property(language, fc.constantFrom(' - ', ' – ', ' — '), fc.boolean(), (lang, dash, gap) => {
        const parts = PARTS[lang];
        const lead = {
          en: 'We are raising USD 700k:',
          fr: 'Nous levons 450 millions FCFA :',
          pt: 'Procuramos USD 700 mil:',
        }[lang];
        const text = parts
          .map(([heading, body], index) =>
            index === parts.length - 1
              ? `${index + 1}${dash}${heading}\n${lead}\n- 50% ${body.slice(0, 12)}\n- 50% vendas`
              : `${index + 1}${dash}${heading}${gap ? '\n\n' : '\n'}${body}`,
          )
          .join('\n\n');
        const pitch = readPitch(text);
        expect(pitch.sections.map((section) => section.title)).toEqual(parts.map(([heading]) => heading));
        expect(pitch.sections.at(-1)!.lines[0]!.text).toBe(lead);
      }),
      { numRuns: 40 },
    );
  });
});

describe('the company named on a draft’s cover or in a link', () => {
  it("reads the name after the document's word, its town aside ('Pitch — Txuna Pay (Maputo)')", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom('Pitch — {}', 'Pitch deck: {} (Abidjan)', 'Pitch — {} (Maputo)', 'Investor notes – {}'),
        (name, title) => {
          const text = `${title.replace('{}', name)}\n\n${PARTS.pt.map((part) => part.join('\n')).join('\n\n')}`;
          expect(readPitch(text).company).toBe(name);
        },
      ),
      { numRuns: 30 },
    );
  });

  it("reads 'Boda Bima: insurance for…' under the cover's heading as the company", () => {
    fc.assert(
      fc.property(
        language,
        company,
        fc.constantFrom('Slide 1 – Cover', 'Cover', 'Title slide', 'Capa', 'Diapositive 1 : Couverture'),
        fc.constantFrom(': ', ' — ', ' - '),
        (lang, name, cover, mark) => {
          const [problem, problemText] = PARTS[lang][0]!;
          const text = `${cover}\n${name}${mark}insurance for motorbike taxi riders, paid by the day.\n\n${problem}\n${problemText}`;
          expect(readPitch(text).company).toBe(name);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('reads the company a founder says they run or founded', () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom(
          "So, hi everyone, I'm Thandiwe and I run {}.",
          'I founded {} in 2023 with two friends.',
          'Je dirige {} depuis deux ans.',
          "J'ai fondé {} à Dakar.",
          'Sou o Edson e fundei a {} em 2024.',
          'Dirijo a {} desde 2022.',
        ),
        (name, opening) => {
          const text = `${opening.replace('{}', name)}\n\n${PARTS.en.map(([, body]) => body).join('\n\n')}`;
          expect(readPitch(text).company).toBe(name);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('reads a name in capitals over capital headings, in the case the text writes it', () => {
    fc.assert(
      fc.property(company, language, (name, lang) => {
        const parts = PARTS[lang].map(([heading, body], index) =>
          index === 1 ? [heading, `${name} ${body[0]!.toLowerCase()}${body.slice(1)}`] : [heading, body],
        );
        const text = [name.toUpperCase(), ...parts.map(([heading, body]) => `${heading!.toUpperCase()}\n${body}`)].join(
          '\n\n',
        );
        const pitch = readPitch(text);
        expect(pitch.company).toBe(name);
        expect(pitch.sections.map((section) => section.title)).toEqual(
          parts.map(([heading]) => heading!.toUpperCase()),
        );
      }),
      { numRuns: 40 },
    );
  });

  it('reads a company field whose name is a link', () => {
    fc.assert(
      fc.property(company, fc.constantFrom('**Company:**', 'Company:', 'Empresa:', 'Entreprise :'), (name, field) => {
        const site = `https://${name.replace(' ', '').toLowerCase()}.co.tz`;
        const text = `${field} [${name}](${site}) — telemedicine for rural pharmacies\n\n## Problem\n${PARTS.en[0]![1]}`;
        expect(readPitch(text).company).toBe(name);
      }),
      { numRuns: 30 },
    );
  });
});

describe('dated steps under a heading', () => {
  const steps = fc.constantFrom(
    ['T2 2026 : lancement au Mali', 'T4 2026 : 50 000 producteurs', '2027 : première titrisation'],
    ['Q2 2026: launch in Mali', 'Q4 2026: 50,000 farmers', '2027 — first securitisation'],
    ['Março 2026: Beira', 'Setembro 2026 – 5.000 lojas', '2027: Angola'],
  );
  it('keeps every dated line as a step of its part, never a heading', () => {
    fc.assert(
      fc.property(language, steps, fc.boolean(), (lang, dated, gap) => {
        const [problem, problemText] = PARTS[lang][0]!;
        const heading = { en: 'Next steps', fr: 'Prochaines étapes', pt: 'Próximos passos' }[lang];
        const text = `${problem}\n${problemText}\n\n${heading}${gap ? '\n\n' : '\n'}${dated.join('\n')}`;
        const sections = readPitch(text).sections;
        expect(sections.map((section) => section.title)).toEqual([problem, heading]);
        expect(sections[1]!.role).toBe('milestones');
        expect(sections[1]!.lines.map((line) => line.text)).toEqual(dated);
      }),
      { numRuns: 40 },
    );
  });
});

describe('an e-mail that opens by asking after its reader', () => {
  const greetings: Record<Language, string[]> = {
    en: ['Hi Sam, how are you?', 'Hello Amina, hope all is well!', 'Dear Kofi,'],
    fr: ['Bonjour Claire, comment allez-vous ?', 'Salut Awa, ça va ?', 'Chère Fatou,'],
    pt: ['Olá Marta, tudo bem?', 'Oi João, como vai?', 'Caro Paulo,'],
  };
  it('leaves the greeting out and reads the pitch under it', () => {
    fc.assert(
      fc.property(language, fc.nat(2), (lang, which) => {
        const greeting = greetings[lang][which]!;
        const parts = PARTS[lang];
        const text = `${greeting}\n\n${parts.map(([, body]) => body).join('\n\n')}`;
        const pitch = readPitch(text);
        expect(pitch.sections.some((section) => section.title === greeting)).toBe(false);
        expect(pitch.sections.map(sectionText).join('\n')).not.toContain(greeting);
        expect(pitch.sections.length).toBeGreaterThanOrEqual(4);
      }),
      { numRuns: 30 },
    );
  });
});

describe('a team told by one of its founders', () => {
  it("keeps what the founder says of themself before a teammate named after an article ('eu (CEO, …), a Djamila Neto')", () => {
    // Portuguese puts an article before a name ('a Djamila', 'o Paulo').
    const cases = [
      [
        'Somos três: eu (CEO, 10 anos na ENSA), a Djamila Neto (CTO, ex-Unitel) e o Paulo Kiala (operações).',
        'eu (CEO, 10 anos na ENSA)',
        'Djamila Neto',
      ],
      [
        'Somos dois: eu, com 8 anos de banca em Maputo, e o Nuno Tembe (CTO).',
        'eu, com 8 anos de banca em Maputo',
        'Nuno Tembe',
      ],
      ['A equipa: eu própria (CEO, ex-Vodacom); a Ana Matsinhe (CTO).', 'eu própria (CEO, ex-Vodacom)', 'Ana Matsinhe'],
    ];
    // A part that names a teammate becomes their card; what the founder says of themself is a part of its own.
    for (const [text, self, teammate] of cases)
      expect(teamTextParts(text).some((part) => part.includes(self!) && !part.includes(teammate!))).toBe(true);
  });
});

describe('an Arabic pitch numbered in its own digits', () => {
  const parts: Array<[string, string]> = [
    ['المشكلة', 'الحرفيون في فاس يبيعون للوسطاء بثلث السعر، ويخسرون ٦٠٪ من قيمة منتجاتهم.'],
    ['الحل', 'منصة رقمية تربط الحرفيين مباشرة بالمشترين في أوروبا، مع الشحن والدفع.'],
    ['نموذج العمل', 'نأخذ عمولة ١٥٪ على كل طلب.'],
    ['الفريق', 'ليلى بنعلي، الرئيسة التنفيذية: عشر سنوات في التصدير.'],
    ['التمويل', 'نبحث عن ٥٠٠ ألف دولار: ٥٠٪ للتسويق، ٣٠٪ للمنصة، ٢٠٪ للفريق.'],
  ];
  const arabicDigits = (n: number) => String(n).replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
  it("reads '١- المشكلة', '2. الحل' as the founder's parts", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.constantFrom('- ', ' - ', '. ', ') ', ' — '), (indic, mark) => {
        const text = parts
          .map(([heading, body], index) => `${indic ? arabicDigits(index + 1) : index + 1}${mark}${heading}\n${body}`)
          .join('\n\n');
        expect(readPitch(text).sections.map((section) => section.title)).toEqual(parts.map(([heading]) => heading));
      }),
      { numRuns: 20 },
    );
  });
});

describe('text pasted from a PDF, its lines broken at a width', () => {
  /** Lines of at most `width` characters, a hyphenated word broken at its hyphen when it does not fit. */
  const wrap = (text: string, width: number) => {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(' ')) {
      const joined = line ? `${line} ${word}` : word;
      if (joined.length <= width || !line) line = joined;
      else if (word.includes('-') && `${line} ${word.split('-')[0]}-`.length <= width) {
        const [head, ...tail] = word.split('-');
        lines.push(`${line} ${head}-`);
        line = tail.join('-');
      } else {
        lines.push(line);
        line = word;
      }
    }
    return [...lines, line].join('\n');
  };
  it('keeps every part whole, hyphenated words included', () => {
    fc.assert(
      fc.property(language, fc.integer({ min: 32, max: 90 }), (lang, width) => {
        const parts = PARTS[lang].map(([heading, body]) => [
          heading,
          `${body} A USAID-funded pilot ran in low-income areas.`,
        ]);
        const pitch = readPitch(parts.map(([heading, body]) => `${heading}\n${wrap(body!, width)}`).join('\n\n'));
        expect(pitch.sections.map((section) => section.title)).toEqual(parts.map(([heading]) => heading));
        pitch.sections.forEach((section, index) =>
          expect(sectionText(section).replace(/\s+/g, ' ')).toBe(parts[index]![1]),
        );
      }),
      { numRuns: 40 },
    );
  });
});

describe('a post written with arrows, tags and emoji', () => {
  it("reads 'Problem → …' lines as the founder's labelled parts, leaves hashtags out and the name without its emoji", () => {
    fc.assert(
      fc.property(
        language,
        company,
        fc.constantFrom(' → ', ' -> ', ' => ', ' ➡️ ', '→ '),
        fc.constantFrom('', ' 🥬', ' 🚀🚀'),
        fc.boolean(),
        (lang, name, arrow, decoration, tags) => {
          const parts = PARTS[lang];
          const text = [
            `${name}${decoration}`,
            ...(tags ? ['#agritech #Kenya #preseed'] : []),
            '',
            ...parts.map(([heading, body]) => `${heading}${arrow}${body}`),
          ].join('\n');
          const pitch = readPitch(text);
          expect(pitch.company).toBe(name);
          expect(pitch.sections.map((section) => section.title)).toEqual(parts.map(([heading]) => heading));
          const said = pitch.sections.map(sectionText).join('\n');
          expect(said).not.toContain('#');
          parts.forEach(([, body]) => expect(said).toContain(body));
        },
      ),
      { numRuns: 40 },
    );
  });
});
