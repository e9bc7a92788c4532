/**
 * What a part of a pitch is for, read from what it says when its heading does not tell (or when it
 * has none): cue words in English, French and Portuguese and the kinds of figures it holds (a price
 * per unit, counts of customers, growth, money raised, shares that add to 100). Also the language a
 * pitch is written in, and the titles Kuza gives a part that has no heading, in that language.
 */
import type { DocumentLanguage } from '@kuza/i18n';
import type { FactKey } from '../facts/fact-sheet';
import { factKeyOf, foldWords } from '../facts/sections';
import { readFigures } from '../facts/figures';

/** A part's role: a fact of the sheet, or the founder's impact; undefined for a part of their own. */
export type PitchRole = FactKey | 'impact';

export const PITCH_LANGUAGES = ['en', 'fr', 'pt', 'ar'] as const;
/** A language the reader reads pitches in. */
export type ReaderLanguage = (typeof PITCH_LANGUAGES)[number];
/** A language of Latin script, told apart by its small words. */
export type PitchLanguage = Exclude<ReaderLanguage, 'ar'>;

export const fold = foldWords;

const STOP_WORDS: Record<PitchLanguage, ReadonlySet<string>> = {
  en: new Set('the and we our is are to of with for in that it this they their have has by from you'.split(' ')),
  fr: new Set(
    'le la les des et nous notre nos est sont pour avec une dans du au aux sur qui que pas ils leur'.split(' '),
  ),
  pt: new Set(
    'o os as e nos nosso nossa nossos sao para com uma um no na nas do da dos das que nao em ao pelo pela'.split(' '),
  ),
};

const LATIN_LANGUAGES = ['en', 'fr', 'pt'] as const;

/**
 * The pitch's language: Arabic when most of its letters are Arabic (a Latin name or two in it does
 * not change that); else by its most common small words, English when it cannot tell.
 */
export function pitchLanguage(text: string): ReaderLanguage {
  if (/\p{Script=Arabic}/u.test(text)) {
    const letters = text.match(/\p{L}/gu)?.length ?? 0;
    const arabic = text.match(/\p{Script=Arabic}/gu)?.length ?? 0;
    if (arabic / letters > 0.5) return 'ar';
  }
  const counts: Record<PitchLanguage, number> = { en: 0, fr: 0, pt: 0 };
  for (const word of fold(text).match(/\p{L}+/gu) ?? [])
    for (const language of LATIN_LANGUAGES) if (STOP_WORDS[language].has(word)) counts[language] += 1;
  // 'a', 'e', 'o' alone are Portuguese words but also initials: they weigh less.
  return LATIN_LANGUAGES.reduce<PitchLanguage>(
    (best, language) => (counts[language] > counts[best] ? language : best),
    'en',
  );
}

/**
 * Arabic cue words, folded as `fold` folds text. Arabic joins its articles and prepositions to the
 * word ('والمشكلة', 'للمزارعين'), so these match inside words, never on word boundaries.
 */
const arabic = (words: string) => new RegExp(fold(words));

type Cue = [RegExp, number];

/**
 * Cue words per role, on accent-folded lower-case text, in the three languages. Weights say how
 * sure a cue is: 3 names the role ('use of funds', 'we are raising'), 1 hints at it ('farmers').
 */
/** A date ahead: 'by December 2025', 'à l'horizon 2028', 'até março de 2026', 'by Q3 2025', '3º trimestre de 2025'. */
const AHEAD =
  /\b(by|until|before|d'ici|a l'horizon|horizon|ate|antes de|before the end of|by the end of|avant fin|d'ici fin|ate ao fim de|ate final de)( the end of| fin| o fim de| ao fim de)?( (jan|feb|fev|mar|apr|avr|abr|may|mai|jun|juin|jul|juil|aug|aout|ago|sep|set|oct|out|nov|dec|dez)\w*\.?( de)?| (q|t|h|s)[1-4]| \d(er|e|eme|o|º|ª)? trimestre( de)?)? (19|20)\d\d\b|\b\d(º|ª|o|er|e|eme)? trimestre de (19|20)\d\d\b/;
// What the founders mean to do (not a government's plan): a dated sentence that says it is a step ahead.
const INTENT =
  /\b(we (want|plan|aim|intend|will|expect)|we'll|our (goal|target|plan|aim)|(the company|it) (intends|plans|aims|will)|nous (voulons|visons|comptons|prevoyons|allons)|(la societe|l'entreprise) (vise|prevoit|compte)|queremos|pretendemos|planeamos|vamos|(a empresa|a sociedade) (pretende|quer|planeia|vai)|objectif|objetivo|meta|target|goal)\b/;

const CUES: Partial<Record<PitchRole, Cue[]>> = {
  company: [
    [arabic('نحن شركة|شركتنا هي|نحن منصة'), 3],
    // 'I'm Tendai, co-founder and CEO of FarmFlix': the founder introducing the company.
    [
      /\b(i'm|i am|my name is|je suis|je m'appelle|moi c'est|eu sou|sou a|sou o|chamo-me|o meu nome e)\b[^.]{0,60}\b(ceo|founder|co-?founder|fondat\w*|cofondat\w*|co-?fondat\w*|fundador\w*|cofundador\w*|pdg|directeur general|diretora? executiv\w*)\b/,
      9,
    ],
    [/\b(we are building|we're building|we build|nous construisons|on construit|estamos a construir|construimos)\b/, 2],
  ],
  problem: [
    [
      arabic(
        'مشكلة|مشاكل|يعاني|تعاني|يعانون|يخسر|يخسرون|تخسر|خسارة|خسائر|يفقد|يفقدون|تفقد|هدر|يهدر|تتلف|يتلف|صعوبة|يصعب|لا يستطيع|لا يستطيعون|لا يملك|لا يملكون|لا توجد|لا يوجد|غياب|نقص|مكلف|باهظ|الوسطاء|السماسرة|دفاتر|ورقية|غير رسمي',
      ),
      2,
    ],
    [/\b(problem|problema|probleme|pain|struggl\w*|suffer\w*|souffrent|sofrem|frustrat\w*)\b/, 3],
    // How things are done today, and what goes wrong: 'most still keep records in exercise books', 'run empty',
    // 'fake medicines', 'months late', 'c'est une affaire de bouche-à-oreille', 'o dinheiro em papel'.
    [
      /\b(still (keep|track|use|rely|pay|buy|sell|walk|travel|write)|tiennent encore|ainda (usam|guardam|vendem|compram|pagam|registam)|months late|arrive late|en retard|atrasad\w*|run empty|fake|contrefa\w*|falsificad\w*|theft|roubad\w*|no idea|aucune idee|no history|overbook\w*|leakage|bouche-a-oreille|word of mouth|au hasard|at random|paper registers?|exercise books?|notebooks?|cahiers?|cadernos?|em papel|on paper|sur papier)\b/,
      2,
    ],
    [/\b(for lack of|faute de|par manque de|por falta de|a falta de)\b/, 2],
    // What the customer suffers, said by its effect: selling below the price, not knowing, going without, a harm
    // done ('vende a preço baixo', 'sem saber se vão germinar', 'sem gelo', 'uma das principais causas de desflorestação').
    [
      /\b(below (?:the )?(?:official |minimum |market )?price|at (?:the )?lowest|a preco baixo|abaixo do preco|ao preco mais baixo|au plus bas|en dessous du prix|sous le prix|without knowing|sans savoir|sem saber|sem (?:gelo|luz|eletricidade|energia|frio|credito|conta|seguro|garantia|acesso)|sans (?:glace|electricite|froid|credit|compte|assurance|garantie)|without (?:ice|power|electricity|credit|an account|insurance)|at the mercy|a la merci|a merce|causes? of|causas? d[aeo]|deforestation|desflorestacao|poluicao|pollution|smoke|fumo|fumee|sell (?:right away|at once|immediately)|vendem (?:logo|de imediato)|vendent (?:tout de suite|aussitot))\b/,
      2,
    ],
    // 'the whole family falls into debt', 'fewer than 5% of drivers are insured', 'moins de 5 % des conducteurs'.
    [
      /\b(debts?|in debt|indebted|s'endette\w*|endette\w*|dettes?|endividad\w*|dividas?|(fewer|less) than \d+\s?%|moins de \d+\s?%|menos de \d+\s?%)/,
      2,
    ],
    [
      /\b(breaks? down|broken|tombent en panne|en panne|avariam|avariad[oa]s?|depend on|dependent on|dependent de|dependem de)\b/,
      2,
    ],
    [
      /\b(lose|loses|losing|lost|waste\w*|rots?|rotting|spoils?|spoiled|perdem|perdent|perd|se perd|perte|perda\w*|gaspill\w*|pourri\w*|desperdic\w*|apodrece\w*|estraga\w*)\b/,
      2,
    ],
    [
      /\b(nowhere|no way to|don't have|doesn't have|do not have|don't know|won't|can't afford|unreliable|middlemen|brokers?|informal|n'ont pas|ne peut pas|ne peuvent pas|ne savent pas|ne trouvent pas|personne ne|nao sabem|nao encontram|ninguem|aucune?|intermediaires?|informel\w*|nao tem|nao ha|nao podem|intermediarios?|quase nao)\b/,
      2,
    ],
    [
      /\b(fail|fails|failing|echouent|echec|falham|chomage|desemprego|unemployment|fortune|une fortune|too (slow|expensive|far)|trop (cher|lent|loin)|demasiado caro|muito caro)\b/,
      2,
    ],
    [
      /\b(no access|lack\w*|cannot|can't|unable|hard to|difficult|too expensive|costly|manque\w*|sans acces|ne peuvent|difficile|falta\w*|sem acesso|nao conseguem|dificil|caro)\b/,
      2,
    ],
    // 'If you've ever needed a plumber…', 'Imaginez…': a pitch opening on the customer's situation.
    [
      /\b(if you'?ve ever|you know how it goes|imagine|picture this|imaginez|imagina|se alguma vez|let me start with|laissez-moi commencer)\b/,
      2,
    ],
    [
      /\b(today|still|only|paper|queue\w*|wait\w*|manual\w*|aujourd'hui|encore|papier|attend\w*|hoje|ainda|papel|esper\w*|filas?)\b/,
      1,
    ],
  ],
  solution: [
    [
      arabic(
        'حلنا|الحل|نقدم|نوفر|نتيح|يتيح|تتيح|يساعد|تساعد|نساعد|منصة|تطبيق|طورنا|بنينا|انشانا|نربط|نبيع|نوجر|نركب|نوصل|نجمع الطلبات',
      ),
      2,
    ],
    [
      /\b(our solution|notre solution|a nossa solucao|nossa solucao|we built|we build|we make|we've built|we have built|nous avons cree|nous avons construit|nous creons|criamos|construimos|desenvolvemos)\b/,
      3,
    ],
    [
      /\b(lets|allows|enables|helps|we help|we offer|we provide|permet|aide|nous aidons|nous offrons|nous proposons|permite|ajuda|ajudamos|oferecemos)\b/,
      2,
    ],
    [
      /\b(we|nous|on) (install|deploy|connect|sell|lease|rent|deliver|pick up|collect|train|match|send|turn|give|bring|supply|fit|run|buy|produce|make|installons|deployons|connectons|vendons|louons|livrons|collectons|formons|fournissons|proposons|mettons|fabriquons|achetons|produisons|transformons)\b|\b(instalamos|ligamos|vendemos|alugamos|entregamos|recolhemos|formamos|fornecemos|levamos|juntamos|recebemos|compramos|produzimos|montamos|transformamos)\b/,
      2,
    ],
    // 'We pool the orders', 'Nous collectons…', 'Recolhemos…': the company doing something, said in the present.
    [
      /\bwe (?:also |then |now )?(?!(?:are|were|was|have|had|will|would|can|could|need|want|plan|aim|hope|expect|seek|charge|earn|make money|take|keep|raise|grew|got|did|sold|started|launched|signed|spent|know|think|believe|see|estimate|expect)\b)[a-z]+(?<!ed)\b|\bnous (?!(?:avons|sommes|levons|cherchons|recherchons|voulons|prevoyons|comptons|facturons|gagnons|prenons|gardons|pensons|estimons)\b)[a-z]+ons\b|(?:^|[.;:] |\bnos |\be )(?!(?:temos|somos|estamos|queremos|precisamos|procuramos|pedimos|cobramos|ganhamos|levantamos|captamos|crescemos|vendemos|assinamos|lancamos|comecamos|fizemos|tivemos|fomos|mesmos|ultimos|proximos|primeiros)\b)[a-z]{3,}(?:amos|emos|imos)\b/,
      1.5,
    ],
    // 'What we do is short videos', 'Ce qu'on a construit, c'est…', 'O que fazemos é…'.
    [
      /\b(what we do is|what we've built is|what we built is|what we offer is|ce que nous faisons|ce qu'on fait|ce que nous avons construit|ce qu'on a construit|ce que nous proposons|o que fazemos|o que construimos|o que oferecemos)\b/,
      3,
    ],
    // 'A mobile-first hiring platform for shift work.', 'Un kit d'analyse de sol portable…': the offer, named.
    [
      /^(a|an|un|une|um|uma)\b[^.]{0,60}\b(platform|app|application|kit|system|software|service|network|marketplace|tool|device|insurance|plateforme|logiciel|systeme|reseau|outil|appareil|couverture|assurance|plataforma|aplicacao|sistema|rede|ferramenta|dispositivo|seguro)s?\b/,
      3,
    ],
    // 'in our app', 'sur notre plateforme', 'na nossa aplicação'.
    [
      /\b(our|notre|nos|a nossa|nossa|o nosso|nosso) (app|application|platform|plateforme|plataforma|aplicacao|service|servico|software|logiciel)\b/,
      2,
    ],
    // 'Fundi Finder is a marketplace…', 'X est une plateforme…', 'X é uma aplicação…', 'It's a voice-first app…'.
    [
      /(?:\b(?:is|est|e)|'s) (a|an|une?|uma?) ([\w-]+ ){0,3}(marketplace|platform|app|application|service|network|tool|software|system|plateforme|reseau|outil|logiciel|systeme|plataforma|aplicacao|rede|ferramenta|servico|sistema)\b/,
      3,
    ],
    [/\b(solution|solucao|platform|plateforme|plataforma|app|application|aplicacao|aplicativo|service|servico)\b/, 1],
    // How the offer works for the customer: paid by mobile money, by USSD or WhatsApp, done in minutes.
    [
      /\b(mobile money|m-?pesa|momo|orange money|airtel money|mvola|ussd|whatsapp|qr code|code qr|codigo qr|(in|within|en|em|sous|under|em menos de|in under) (\d+|une?|one|a|um|uma) (minutes?|hours?|heures?|horas?|minutos?|day|jour|dia))\b/,
      1.5,
    ],
  ],
  product: [
    [arabic('المنتج|كيف يعمل|الميزات|خصائص|لوحة تحكم|جهاز|اجهزة|حساس|مستشعر|بطارية|بطاريات|الواح شمسية|ضمان'), 2],
    [
      /\b(how it works|comment ca marche|como funciona|features?|fonctionnalites?|funcionalidades?|dashboard|tableau de bord|painel)\b/,
      3,
    ],
    [
      /\b(ussd|sms|whatsapp|offline|hors ligne|android|ios|api|sensor\w*|capteur\w*|device|appareil|dispositivo|kiosk\w*)\b/,
      1,
    ],
    // What the thing can do and withstand: 'a line with a capacity of 18 million units', 'water-resistant', 'étanche'.
    [
      /\b(?:an?|the|with|une|la|d'une|uma|a|com) (?:\w+ ){0,2}capacit(?:y|e|ade) (?:of|de|d')|\b(?:water|oil|heat|shock|dust|fire)[- ]?(?:proof|resistant)\b|\b(?:resistente|resistentes|resistant|resistante|resistants|etanches?|impermeave(?:l|is))\b/,
      2,
    ],
    // What the thing is made of: its specifications ('a 1 kW pump', 'un panneau de 80 W', '5-year warranty').
    [/\b\d+(?:[.,]\d+)?\s?(?:kw|kwh|kwp|w|wh|mah|gb|m³|m3|metres|meters|metros|metre|meter|metro)(?![\p{L}\d])/u, 2],
    [
      /\b(warranty|garantie|garantia|remote lock|locks? remotely|se bloque a distance|bloqueio remoto|gps|batter(y|ies)|batteries|baterias?|panels?|panneaux?|paineis|painel|lamps?|lampes?|lampadas?|kit|kits)\b/,
      1.5,
    ],
  ],
  businessModel: [
    [
      arabic(
        'نتقاضى|نفرض|عمولة|اشتراك|رسوم|سعر|الاسعار|تسعير|نربح|نحقق دخلنا|مصدر الدخل|نموذج العمل|هامش|شهريا|لكل|يدفع|يدفعون|تدفع',
      ),
      3,
    ],
    [
      /\b(we charge|charge[sd]?|we earn|we make money|revenue comes|subscription\w*|commission\w*|pricing|price[sd]?|fee|fees|abonnement\w*|facturons|nous facturons|tarif\w*|prix|frais|gagnons|cobramos|assinatura\w*|comissao|preco|taxa(?! de (?:recompra|retencao|crescimento|conversao|ocupacao|reembolso|incumprimento|abandono|utilizacao))|ganhamos|mensalidade)\b/,
      3,
    ],
    [
      /\b(per|par|por|each|chaque|cada)\s+(month|year|litre|liter|kg|unit|user|farmer|clinic|school|trip|transaction|mois|an|mes|ano|unidade|utilisateur|utilizador|usuario|transacao|viagem|aluno|eleve|ticket|billet|bilhete|delivery|livraison|entrega|trajet|ride|course)\b/,
      2,
    ],
    // 'on prend 300 FCFA par billet': French says 'on' for 'nous'.
    [
      /\b(we take|take rate|we keep|nous prenons|nous gardons|on (?:prend|garde|touche|preleve)|ficamos com|retemos)\b/,
      2,
    ],
    // 'Feedlots pay BWP 12 per animal', 'Farmers use the app for free'.
    [/\b(pay|pays|paid|paient|payent|pagam|pagamos|for free|free of charge|gratuit\w*|de graca|gratuitamente)\b/, 1],
    [/\b(margin|marge|margem|b2b|b2c|freemium|license|licence|licenca)\b/, 1],
    // 'a 50 kg bag sells for Le 1,150', 'is sold in 25 kg bags to supermarkets', 'gross margin is 28%': the price and the sale.
    [
      /\b(sells? for|(is|are) sold in|gross margin|marge brute|margem bruta|(se )?vend(ent?)? (a|pour)|(est|sont) vendue?s? (en|a|au|aux|pour)|vende-se (a|por)|(e|sao) vendid[oa]s? (em|a|ao|aos|por))\b/,
      3,
    ],
  ],
  traction: [
    [
      arabic(
        'حتى الان|منذ الاطلاق|منذ اطلاق|عملاء|عميل|مستخدم|مستخدمين|نمو(?!ذج)|نما|نمت|ارتفع|ايرادات|الايرادات|مبيعات|وقعنا|تجريبي|تجريبية|نخدم|لدينا|باعت|بعنا|ركبنا|حققنا|الانجازات|انجازات',
      ),
      2,
    ],
    [
      /\b(traction|tracao|since (launch|we launched)|depuis (le lancement|notre lancement)|desde o lancamento|so far|to date|a ce jour|ate hoje|ate agora|jusqu'ici)\b/,
      3,
    ],
    [
      /\b(paying (customers|users|clients|subscribers|members|schools|farmers|shops|merchants|households)|clients payants|clientes pagantes|signed|signe|assinamos|pilot\w*|pilote\w*|piloto|grew|growing|growth|croissance|crescimento|crescemos|revenue|chiffre d'affaires|receita|faturacao|faturamento|mom|month[- ]on[- ]month|retention|retencao|churn|we launched|nous avons lance|on a lance|lancamos)\b/,
      2,
    ],
    [/\b(customers|clients|clientes|users|utilisateurs|utilizadores|usuarios)\b/, 1],
    // 'a repeat rate of 87%', 'taux de remboursement : 97 %', 'taxa de recompra de 87 %': how customers come back or repay.
    [
      /\b(repeat (?:rate|purchases?|customers|orders)|repurchase|repayment rate|reachat|taux de (?:reachat|remboursement|retention|reutilisation)|recompra|taxa de (?:reembolso|retencao))\b/,
      2,
    ],
    // 'Começámos em abril de 2024', 'We launched in March 2023', 'Nous avons démarré en 2022': when the founders began.
    [
      /\b(we started|we began|we launched|we went live|comecamos|iniciamos|arrancamos|lancamos|nous avons (?:commence|demarre|lance)|on a (?:commence|demarre|lance))\s+(?:in|en|em)\s+(?:[a-z]+\s+(?:de\s+)?)?(?:19|20)\d\d\b/,
      2,
    ],
    // 'We have 1,860 salons', 'nous avons mis 26 en service', 'temos 300 escolas'.
    [
      /\b(we have|we serve|we now|now (serve|cover|have)|nous avons|nous servons|temos|servimos|ja temos)\b\s+(\w+ )?\d/,
      2,
    ],
    [/\b(already|deja|ja|served|servi|servimos|processed|traite|processamos|active|actifs|ativos)\b/, 1],
  ],
  market: [
    [arabic('السوق|سوق|اسواق|حجم السوق|ملايين|مليار|الاسر|اسرة|السكان|سكان|القابل للاستهداف'), 3],
    [/\b(market|marche|mercado|tam|sam|som|addressable|adressable|enderecavel)\b/, 3],
    [
      /\b(there are|there're|there's|there is|has (over|about|roughly|around|more than)|have (over|about|roughly)|il y a|compte|comptent|existem|tem (mais de|cerca de|pouco mais de)|has roughly)\b.{0,40}\b(millions?|milliards?|milhoes|mil milhoes|billions?|\d{2,3}[ ,.]?000)\b/,
      3,
    ],
    [
      /\b(million|millions|milhoes|milliards?)\s+(people|households|farmers|students|smallholder|habitants|menages|eleves|habitantes|agricultores|alunos|familias|tourists|touristes|turistas)\b/,
      2,
    ],
    [/\b(billion|bn|milliards?|mil milhoes|bilhoes|bilioes|households|menages|agregados|population|populacao)\b/, 2],
    // 'Madagascar = 80 % de la vanille mondiale', 'a third of the world's cobalt': a share of the world.
    [/\b(of the world|the world's|worldwide|mondiale?s?|du monde|do mundo|mundia(l|is))\b/, 2],
  ],
  competition: [
    [arabic('المنافس|منافس|المنافسة|منافسين|على عكس|بخلاف|البدائل|بديل|مقارنة|نتميز|يتميز|ما يميزنا'), 3],
    [/\b(competitors?|competition|compete\w*|concurren\w*|concorren\w*|rivals?|incumbents?)\b/, 3],
    [/\b(unlike|contrairement|ao contrario|diferente de|alternatives?|alternativas?|compared|compare|comparado)\b/, 2],
    // 'Other lenders lend cash…', 'The well-funded digital brokers…', 'L'offre existante…', 'Aucun acteur…', 'as apps que existem'.
    [
      /\b(other (lenders|apps|players|platforms|companies|providers|brokers|solutions)|existing (solutions?|players|offers?|apps|platforms)|the big (\S+ )?(platforms|players|brokers|banks)|well-funded|differentiates?|l'offre existante|les autres (acteurs|applications|plateformes|solutions)|aucun acteur|acteurs? (existants?|numeriques?)|se distingue|outr[oa]s (apps|plataformas|empresas|solucoes)|as apps [^.]{0,40} que existem|os grossistas tradicionais|(se )?diferencia)\b/,
      3,
    ],
    // 'The big processors…', 'Les grands acteurs du solaire…', 'As grandes plataformas…': the others in the market.
    [
      /\b(big|large|larger|well-funded|existing|traditional|other|incumbent|grands?|grandes?|existants?|traditionnel\w*|autres|outr[oa]s|tradicionais|existentes)\s+(\S+\s+){0,2}(players?|platforms?|apps?|brokers?|processors?|wholesalers?|banks?|companies|providers?|operators?|acteurs?|plateformes?|applis?|applications|operateurs?|grossistes?|banques?|entreprises|plataformas?|empresas|operadores?|grossistas?|bancos?|fornecedores?)\b/,
      2,
    ],
    [
      /\b(exists?,? but|exist but|existent,? mais|existe,? mais|existem,? mas|existe,? mas|differentiates?|se distingue|diferencia)\b/,
      2,
    ],
    [/\b(only for large|reserve\w* aux grand\w*|apenas para grandes|so para grandes)\b/, 2],
    // 'Banks factor invoices only for…', 'A few fintechs do it…', 'As agências locais vendem…': the others, as the subject.
    [
      /^(?:(?:the|a few|some|most|other|les|des|quelques|certaines?|as|os|algumas|alguns|outr[oa]s)\s+)?(?:[a-z-]+\s+)?(?:banks|fintechs|apps|platforms|agencies|brokers|vendors|competitors|incumbents|processors|wholesalers|operators|providers|banques|applis|plateformes|agences|courtiers|operateurs|bancos|plataformas|agencias|operadores|corretores|intermediarios)\b/,
      3,
    ],
  ],
  team: [
    [
      arabic(
        'الفريق|فريقنا|المؤسس|مؤسس|شريك|شريكي|شريكتي|الرئيس التنفيذي|المدير|مديرة|مدير|مهندس|مهندسة|خبرة|سنوات من الخبرة|سابقا|عمل لمدة|عملت لمدة',
      ),
      3,
    ],
    [
      /\b(our team|the team|notre equipe|l'equipe|a nossa equipa|nossa equipe|a equipa|a equipe|co-?founders?|cofondat\w*|co-?fondat\w*|cofundador\w*|co-?fundador\w*|(?:mon|ma|notre) associee?|(?:o meu|a minha|meu|minha) soci[oa]|my (?:business )?partner)\b/,
      3,
    ],
    [
      /\b(ceo|cto|coo|cfo|cmo|founders?|fondat\w*|fundador\w*|directeur|directrice|diretor\w*|director|chief \w+ officer|head of \w+|engineer|ingenieur\w*|engenheir\w*|ex-|former|ancien\w*|antig[oa])\b/,
      2,
    ],
    [/\b(years? of experience|ans d'experience|anos de experiencia|phd|mba|doctorat|doutorad\w*)\b/, 1],
    // 'I ran a salon chain for 5 years', 'I spent 9 years at a hospital', 'elle a passé 8 ans chez…'.
    [
      /\b(i|we|she|he|elle|il|j'ai|ele|ela|eu)\b.{0,30}\b(ran|worked|spent|led|managed|was|were|a passe|a travaille|a dirige|passe|travaille|dirige|passou|trabalhou|dirigiu|liderou|passei|trabalhei|dirigi|liderei)\b.{0,60}\b\d+\s*(years|ans|anos)\b/,
      3,
    ],
  ],
  ask: [
    [
      arabic(
        'نجمع|نسعى|نبحث عن تمويل|نبحث عن استثمار|نطلب|جولة|التمويل المطلوب|الاستثمار المطلوب|نرفع|استثمار|تمويل بذري|بذرية|جولة تمويل',
      ),
      3,
    ],
    // A raise denied ('We're not raising money right now') is where the raise stands: the ask part holds it.
    [/\braisedenied\b/, 4],
    [
      /\b(we are raising|we're raising|raising|we seek|seeks|seeking|looking for|our ask|the ask|nous levons|on leve|je leve|nous cherchons|nous recherchons|levee de fonds|lever|estamos a captar|estamos captando|procuramos|captar|captacao|levantar|ronda|rodada)\b/,
      3,
    ],
    // 'A Kilimo procura um investimento de…', 'Ligéey recherche un financement…', 'X seeks funding': the company asking.
    [
      /\b(?:procura|procuram|busca|buscamos|buscam) (?:um |uma |de )?(?:investimento|financiamento|capital)|\b(?:cherche|recherche|cherchent|recherchent) (?:un |une |des |du )?(?:investissement|financement|fonds|capital)|\bseeks? (?:an? )?(?:investment|funding|capital)\b/,
      3,
    ],
    [
      /\b(pre-?seed|seed|series [a-c]|round|tour de table|amorcage|investment|investissement|investimento|safe|convertible|equity|grant|subvention|subsidio)\b/,
      2,
    ],
  ],
  useOfFunds: [
    [
      arabic(
        'استخدام التمويل|استخدام الاموال|توزيع التمويل|سيخصص|سنخصص|ستخصص|تخصص|سيذهب|ستذهب|سننفق|سيستخدم|ستستخدم|سنستخدم',
      ),
      4,
    ],
    [
      /\b(use of (the )?funds|use of proceeds|utilisation des fonds|usage des fonds|uso dos fundos|utilizacao dos fundos|aplicacao dos fundos)\b/,
      4,
    ],
    [
      /\b(will go to|will be spent|we will spend|we'll spend|allocated|allocate|will fund|servira|serviront|consacre\w*|affecte\w*|repartis?|sera usado|serao usados|sera investido|destinad[oa]s?|alocad[oa]s?|vai para|irao para)\b/,
      3,
    ],
  ],
  milestones: [
    [
      arabic(
        'خارطة الطريق|المراحل|خطتنا|نخطط|نهدف|بحلول|الخطوات القادمة|الخطوات التالية|الاشهر المقبلة|العام المقبل|سنفتح|سنطلق|نطمح|نسعى الى الوصول',
      ),
      3,
    ],
    // A step said as a goal, with no subject ('Chegar a 200 operadores até 2026.', 'Ouvrir Thiès.', 'Open a second
    // centre in Kumasi.'): a plan of the founders'.
    [
      /^(chegar a|abrir|lancar|atingir|alcancar|expandir para|contratar|duplicar|ouvrir|atteindre|lancer|recruter|etendre a|s'etendre a|doubler|reach|open|launch|hire|expand to|double)\b/,
      3,
    ],
    [
      /\b(milestones?|roadmap|jalons?|feuille de route|marcos|roteiro|next (12|18|24) months|prochains (12|18|24) mois|proximos (12|18|24) meses)\b/,
      3,
    ],
    // 'Objectif 2027 : 40 %…', 'Target for 2026:', 'Meta para 2027'.
    [/\b(objectif|objectifs|objetivo|objetivos|meta|metas|target|goal)\b[^.]{0,12}\b(19|20)\d\d\b/, 3],
    // '3º trimestre de 2025', '2e trimestre 2026': a quarter said in words, as 'Q3 2025' is below.
    [/\b\d(º|ª|o|er|e|eme)? trimestre (de )?(19|20)\d\d\b/, 2],
    [
      /\b(intends? to|plans? to|vise|visons|visent|prevoit|prevoyons|pretende|planeia|planeamos|vamos|we will|we'll|nous allons)\b/,
      1,
    ],
    [
      /\b(next,? we|we plan to|we want to|we aim to|nous voulons|nous prevoyons|nous comptons|queremos|planeamos|pretendemos|by (end of )?(19|20)\d\d|d'ici (fin )?(19|20)\d\d|ate (o fim de )?(19|20)\d\d|q[1-4] (19|20)\d\d|t[1-4] (19|20)\d\d|h[12] (19|20)\d\d|launch in|lancer|lancement|lancar|lancamento|expand to|etendre|expandir)\b/,
      2,
    ],
  ],
  impact: [
    [arabic('الاثر|تاثير|فرص عمل|وظائف|النساء|الكربون|انبعاثات'), 2],
    [
      /\b(impact|impacto|lives|vies|vidas|jobs created|emplois|empregos|sdg|odd|ods|co2|carbon|carbone|carbono|women|femmes|mulheres)\b/,
      2,
    ],
  ],
  whyNow: [
    [arabic('لماذا الان|التوقيت|قانون جديد|مؤخرا|اللوائح'), 3],
    [/\b(why now|pourquoi maintenant|porque agora|porque e agora|the timing|le moment|o momento)\b/, 4],
    [
      /\b(regulation|reglementation|regulamentacao|penetration|adoption|adocao|recently|recemment|recentemente|new law|nouvelle loi|nova lei)\b/,
      1,
    ],
  ],
  goToMarket: [
    [arabic('التوزيع|قنوات|وكلاء|الوكلاء|شراكات|شركاء|فريق المبيعات|الوصول الى السوق'), 2],
    [/\bseekingcustomers\b/, 5],
    [
      /\b(go[- ]to[- ]market|distribution|channels?|canaux|canais|sales team|equipe commerciale|equipa comercial|agents?|resellers?|revendeurs?|revendedores?|partnerships?|partenariats?|parcerias?)\b/,
      2,
    ],
  ],
  contact: [[/\b[\w.+-]+@[\w-]+\.[\w.]+\b|\bwww\.|https?:\/\/|\+\d{3}\s?\d/, 4]],
};

// Each cue compiled once, global, to count its hits; Arabic ones apart, tried only on text with Arabic letters.
const ARABIC_LETTER = /[\u0600-\u06ff]/;
const GLOBAL_CUES = (Object.entries(CUES) as Array<[PitchRole, Cue[]]>).flatMap(([role, cues]) =>
  cues.map(
    ([pattern, weight]) => [role, new RegExp(pattern.source, 'g'), weight, ARABIC_LETTER.test(pattern.source)] as const,
  ),
);

// A sentence about the founders' own company ('we', 'our', 'nous', 'temos').
const FIRST_PERSON =
  /\b(we|we're|we've|our|us|i|my|nous|notre|nos|on a|j'ai|nos|nossos?|nossas?|temos|somos|estamos|eu|the company(?:'s)?|la societe|l'entreprise|a empresa)\b/;
const DONE =
  /\b(since|to date|so far|last (\d+ )?(months?|years?|quarters?|seasons?)|sold|installed|connected|financed|served|signed|completed|booked|reserved|delivered|disbursed|onboarded|registered|processed|active|paying (customers|users|clients)|depuis|vendue?s?|installee?s?|connectee?s?|financee?s?|assuree?s?|servie?s?|signee?s?|livree?s?|inscrite?s?|actifs?|payants?|desde|vendid\w*|instalad\w*|ligad\w*|financiad\w*|servid\w*|entregue\w*|comercializad\w*|reservad\w*|registad\w*|ativ[oa]s?|pagantes?|saved|taken|earned|collected|generated|written|paid out|epargne\w*|collecte\w*|genere\w*|poupad\w*|recolhid\w*|gerad\w*)\b/;
// The same in Arabic, whose 'we' and 'our' are joined to the word ('لدينا', 'عملاؤنا', 'حققنا').
const FIRST_PERSON_AR = arabic('نحن|لدينا|لنا|شركتنا|منصتنا|عملاؤنا|عملاءنا|عملائنا|نخدم|حققنا|فريقنا|بعنا|ركبنا');
const DONE_AR = arabic('حتى الان|منذ|بعنا|ركبنا|خدمنا|وقعنا|حققنا|تم بيع|تم تركيب|مسجل|نشط');
// The company's own results, not the market's size: 'revenue', 'chiffre d'affaires', 'receita', 'ventes'.
const OWN_RESULTS =
  /\b(revenue|revenues|sales|gmv|arr|mrr|chiffre d'affaires|ventes|revenus|receitas?|faturacao|faturamento|vendas)\b/;
// 'Q4 2024: 9,400: 4.1m', 'T1 2025 : 2.100', 'March 2025 — 1,200 users': a result dated by its period.
const PERIOD =
  /^(?:q[1-4]|t[1-4]|h[12]|s[12]|(?:jan|feb|fev|mar|apr|avr|abr|may|mai|jun|jui|jul|aug|aou|ago|sep|set|oct|out|nov|dec|dez)\p{L}*\.?)\s+(?:19|20)\d\d\b/u;
const ABOUT =
  /\b(about|around|roughly|over|more than|estimated|some|nearly|almost|environ|plus de|pres de|quelque|estime\w*|cerca de|mais de|perto de|quase|estimad\w*|aproximadamente)\b/;

// Customers who pay more than others do ('they pay maybe 20 to 30 percent more than the big supermarkets', 'paient
// 30 % de plus', 'pagam 25% mais') suffer that price: it is their problem, not the company's price.
const PAY_MORE =
  /\b(?:pay|pays|paying|paid|paient|payent|pagam|pagar|pagando)\b[^.]{0,40}\b(?:more than|more|de plus|plus que|mais do que|mais que|a mais)\b/;

const COST = new RegExp(
  String.raw`\b(spend|spends|spent|cost|costs|costing|demand|demands|charge them|depense\w*|coute\w*|exige\w*|gasta\w*|gastam|custa\w*|doubled|went up|rose|rising|a double|ont double|a augmente|ont augmente|duplicou|subiu|subiram|aumentou)\b|\b(priced [^.]{0,20}\b(above|higher)|more expensive|pricier|plus cher(?:e)?s?|mais car[oa]s?)\b|${PAY_MORE.source}`,
);

// What customers pay others: 'costs them', 'leur coûtent', 'lhes custam', 'they spend', 'dépensent', 'gastam'.
const OTHERS_PAY =
  /\b(?:(?:cost|costs|costing) (?:them|him|her|each|every|families|households|farmers|shops|owners)|(?:leur|lui|les) coute\w*|(?:lhes|lhe|os|as) custa\w*|spend|spends|depensent|gastam)\b/;

// What changed around the company: a regulator or a government acting, a cost that fell, a network that now reaches
// everyone ('The regulator has made licences easier', 'Wave a fait tomber les frais', 'O Governo lançou…').
const CHANGE =
  /\b(the (regulator|government|central bank)|(le|la) (regulateur|gouvernement|bceao|beac|banque centrale)|o (regulador|governo|banco central)|a (beac|bceao)|has made \S+ (easier|cheaper)|made it (easier|cheaper)|(fell|dropped|has fallen|have fallen|came down) (to|by)|a fait (tomber|baisser)|ont baisse|a baisse|caiu|cairam|baixou|baixaram|for the first time|pour la premiere fois|pela primeira vez|now (covers|reaches|allows|lets)|ne coute presque plus rien|quase nada custa)\b/;

const CHANGES = new RegExp(CHANGE.source, 'g');

// A price that rises ('doubled', 'a augmenté', 'subiu') or stands above another's ('priced 40% above plastic', 'plus
// chers') is one the customer suffers, never the company's own.
const RISING = new RegExp(
  String.raw`\b(doubled|tripled|went up|rose|rising|a double|ont double|a triple|a augmente|ont augmente|duplicou|triplicou|subiu|subiram|aumentou|aumentaram)\b|\b(priced [^.]{0,20}\b(above|higher)|more expensive|pricier|plus cher(?:e)?s?|mais car[oa]s?)\b|${PAY_MORE.source}`,
);

const RAISE_DENIED =
  /\b(?:(?:we(?:'re| are)?|i(?:'m| am)?) )?(?:not (?:fund)?raising|aren't (?:fund)?raising|not looking for (?:investment|investors|funding)|ne (?:levons|leve|cherchons) (?:pas|rien)(?: de fonds| d'investissement| de financement)?|nao (?:estamos a |estamos )?(?:levantar|captar|captando|procuramos investimento))(?: (?:any |de |d')?(?:money|funds|funding|investment|capital|fonds|financement|investissement|investimento|fundos|financiamento|dinheiro|capital))?\b/g;
const SEEKING_CUSTOMERS =
  /\b(?:looking for|seeking|we seek|nous cherchons|nous recherchons|on cherche|a la recherche de|procuramos|estamos a procura de|a procura de|buscamos)\s+(?:(?:our|new|more|first|pilot|paying|de|des|d'|nouveaux|premiers|novos|primeiros|mais|os|as)\s+)*(?:clients?|customers?|buyers?|partners?|distributors?|resellers?|clientes?|partenaires?|distributeurs?|revendeurs?|acheteurs?|parceiros?|distribuidores?|revendedores?|compradores?)\b/g;

/** Figures that say a role: a price per unit, counts and growth, shares adding to 100, money raised, a market's size. */
function figureCues(
  text: string,
  folded: string,
): { scores: Partial<Record<PitchRole, number>>; othersRise: boolean; ours: boolean; large: boolean } {
  const figures = readFigures(text);
  const scores: Partial<Record<PitchRole, number>> = {};
  let othersRise = false;
  const add = (role: PitchRole, weight: number) => (scores[role] = (scores[role] ?? 0) + weight);
  // 'Tanzania has over 5,000 private schools', 'Kinshasa, c'est plus de 17 millions d'habitants': a large
  // count or sum about the world, not about the company, sizes the market.
  const large = (figure: (typeof figures)[number]) =>
    !figure.percent && figure.value >= (figure.currency ? 1_000_000 : 5000);
  // '5,600 households connected since 2023', '4 700 kits installés': counts of what was done are traction.
  const done = (DONE.test(folded) || DONE_AR.test(folded)) && figures.some((figure) => !figure.percent);
  // Portuguese 'nos' and 'nas' are 'in the' ('nos últimos 5 anos'); its 'we' is written 'nós'.
  const contracted = /\bn[oa]s\b/.test(folded) && !/\bnós\b/i.test(text) && pitchLanguage(text) === 'pt';
  const ours =
    FIRST_PERSON.test(contracted ? folded.replace(/\bn[oa]s\b/g, '') : folded) || FIRST_PERSON_AR.test(folded);
  // '3,200 farmers, 11 warehouses, ZMW 4.8M in loans, 0.9% default': a tally, clauses that each open on a figure
  // and name what it counts, is the founders' own count of what they have done, not the size of a market.
  const clauses = text.split(/\s*[,;•·|]\s+|\s+[-–—]\s+/).filter((clause) => clause.trim());
  const opensOnFigure = (clause: string) => readFigures(clause)[0]?.index === 0 || /^[+~≈]?\d/.test(clause.trim());
  const counts = figures.filter((figure) => !figure.percent && !figure.currency).length;
  const tally =
    clauses.length >= 3 && counts >= 2 && clauses.filter(opensOnFigure).length >= Math.max(3, clauses.length - 1);
  if (done || tally) add('traction', tally ? 4 : 2);
  else if (!ours && !OWN_RESULTS.test(folded) && figures.some(large)) add('market', ABOUT.test(folded) ? 3 : 2);
  // A period followed by its figures is a result over time (a table's row of traction).
  const period = PERIOD.exec(folded.trim());
  if (period && readFigures(text.trim().slice(period[0].length)).length >= 2) add('traction', 3);
  // 'Landlords demand 2 years' rent upfront', 'Une famille dépense 25 $ par mois', 'A gasolina subiu 40 %': what
  // customers pay others, said of someone other than the founders, is the problem, not the price.
  if (!ours && figures.length && COST.test(folded)) {
    add('problem', 2);
    othersRise = RISING.test(folded);
  }
  // '…generators which cost them NGN 90,000 a month', 'qui leur coûtent 12 FCFA par mois', 'que lhes custam 12 kwanzas
  // por mês': a price per month that others pay, said of the customers, is their pain, not the company's price.
  // A large sum a year ('Egypt spends about USD 12 million a year on…') sizes a market instead.
  const othersPay = !ours && figures.length > 0 && !figures.some(large) && OTHERS_PAY.test(folded);
  const percents = figures.filter((figure) => figure.percent);
  const total = percents.reduce((sum, figure) => sum + figure.value, 0);
  if (percents.length >= 2 && Math.abs(total - 100) < 0.5) add('useOfFunds', 4);
  for (const figure of figures) {
    const after = folded.slice(figure.index + figure.text.length, figure.index + figure.text.length + 30);
    if (
      figure.currency &&
      /^\s*(?:(?:per|par|por|\/|a month|a year|each|chacun|cada)\b|(?:لكل|شهريا|في الشهر|سنويا))/.test(after)
    )
      // 'USD 1.7 million a month in sales', 'um volume de vendas de USD 1,7 milhões por mês': the company's results
      // over a period, not its price.
      add(
        othersPay
          ? 'problem'
          : OWN_RESULTS.test(folded.slice(Math.max(0, figure.index - 40), figure.index))
            ? 'traction'
            : 'businessModel',
        2,
      );
    if (!figure.currency && !figure.percent && /^\s*(\+\s*)?\p{L}/u.test(after)) add('traction', 0.5);
    if (
      figure.percent &&
      /^\s*(of|on|de|sur|sobre|em) (each|every|chaque|cada|the value|la valeur|o valor)\b/.test(after)
    )
      add('businessModel', 3);
    if (figure.percent && /^\s*(mom|month|growth|croissance|crescimento|par mois|ao mes|por mes|شهريا|نمو)/.test(after))
      add('traction', 2);
    // '+38 % de rendement', '+160% year on year': a gain.
    if (figure.percent && text[figure.index - 1] === '+') add('traction', 2);
  }
  return { scores, othersRise, ours, large: figures.some(large) };
}

/** Scores per role for a piece of text; the best role wins if it scores at all. */
export function roleScores(text: string): Partial<Record<PitchRole, number>> {
  // 'We're not raising right now', 'Nous ne levons pas': a raise denied says where the raise stands, with no amount;
  // 'looking for clients', 'nous cherchons des partenaires': whom the founders seek is how they sell, not an ask.
  const folded = fold(text)
    .replace(RAISE_DENIED, ' raisedenied ')
    .replace(SEEKING_CUSTOMERS, ' seekingcustomers ')
    // 'We make money from…', 'we make about 12% on every order': earning, not what the company makes.
    .replace(/\bwe make (?=money|about|around|roughly|\d|a (?:margin|profit))/g, 'we earn ')
    // 'carry fish to market', 'vendre au marché', 'levam o peixe até aos mercados': a place, not a market's size.
    .replace(
      /\b(to|at|from|au|aux|du|ao|aos|ate aos|ate ao)( the| local| nearby| central)? (markets?|marches?|mercados?)\b/g,
      'place',
    )
    // 'market women', 'market traders': people who sell at a market, not a market's size.
    .replace(/\bmarket (women|traders|vendors|sellers|stalls|days?)\b/g, 'place $1')
    // 'Nous leur louons…', 'Alugamos-lhes…': a pronoun for the customer between the founders and their verb.
    .replace(/\b(nous|on) (?:leur|lui|les|vous) /g, '$1 ')
    .replace(/\b(\p{L}+mos)-(?:lhes|lhe|os|as|vos|nos)\b/gu, '$1');
  const { scores, othersRise, ours, large } = figureCues(text, folded);
  const arabicText = ARABIC_LETTER.test(folded);
  for (const [role, pattern, weight, arabicCue] of GLOBAL_CUES) {
    if (arabicCue && !arabicText) continue;
    const hits = folded.match(pattern)?.length ?? 0;
    if (hits) scores[role] = (scores[role] ?? 0) + weight * Math.min(hits, 3);
  }
  // 'By December 2025 we want 10,000 traders': counts said with a date ahead are a milestone, not traction;
  // an amount of money with it ('USD 900k to build 8 mini-grids by 2027') is what the raise is for.
  if (
    AHEAD.test(folded) &&
    INTENT.test(folded) &&
    !readFigures(text).some((figure) => figure.currency && !figure.percent)
  )
    scores.milestones = (scores.milestones ?? 0) + 7;
  // What changed, said of the world and not of the founders ('Our network now reaches 40 villages' is traction).
  const changes = ours ? 0 : (folded.match(CHANGES)?.length ?? 0);
  if (changes) scores.whyNow = (scores.whyNow ?? 0) + 3 * Math.min(changes, 3);
  // 'Au Maghreb, environ 25 000 officines, soit 27 millions TND d'abonnements par an': a large sum or count a year,
  // said of the world and not of the company, is the market's size, not its price.
  if (!ours && !OWN_RESULTS.test(folded) && scores.businessModel && large) {
    scores.market = (scores.market ?? 0) + scores.businessModel;
    delete scores.businessModel;
  }
  // A price that rises for others ('O preço do carvão duplicou…') is what the customer suffers, not the company's price.
  if (othersRise && scores.businessModel) {
    scores.problem = (scores.problem ?? 0) + scores.businessModel;
    delete scores.businessModel;
  }
  // 'Where are we? …', 'And how we make money, salons pay…', 'The market, so…': an opening that names a part.
  const opening =
    /^(?:(?:and|so|now|well|ok|okay|et|alors|donc|bon|e|entao|bem|agora)[\s,]+)*([^,:;?!.]{2,40})[,:;?!]/i.exec(
      text.trim(),
    )?.[1];
  const named = opening ? roleOfOpening(opening) : undefined;
  // 'Not raising; …' names the raise only to deny it: the sentence is about what the founders do instead.
  if (named && !(named === 'ask' && folded.includes('raisedenied'))) scores[named] = (scores[named] ?? 0) + 3;
  // 'We are raising USD 800k', '180 millions FCFA pour équiper 60 agents': an amount raised for a purpose.
  const money = readFigures(text).find((figure) => figure.currency && !figure.percent);
  // 'USD 500,000 seed: 45% …', 'USD 800 mil seed → 60% …', '250 M FCFA en amorçage': an amount named by its round.
  const round =
    money &&
    /^\s*(?:(?:in |of |en |d'|de |em )?(?:pre-?seed|seed|pre-?amorcage|amorcage|series [a-c]|serie [a-c]|bridge)|ronda|rodada)\b/.test(
      folded.slice(money.index + money.text.length),
    );
  if (round) scores.ask = (scores.ask ?? 0) + 3;
  if (money && (scores.ask ?? 0) >= 3) scores.ask = (scores.ask ?? 0) + 2;
  else if (
    money &&
    money.index <= 2 &&
    /^[^.]{0,40}?\b(to|for|pour|para|afin|in order)\b/.test(folded.slice(money.index + money.text.length))
  )
    scores.ask = (scores.ask ?? 0) + 3;
  // The raise and its split together are the ask: the ask slide carries both.
  if (
    (scores.ask ?? 0) >= 3 &&
    scores.useOfFunds &&
    readFigures(text).some((figure) => figure.currency && !figure.percent)
  )
    scores.ask = Math.max(scores.ask ?? 0, scores.useOfFunds + 1);
  return scores;
}

/** The role a text talks about most, if it scores at least `min`. */
export function roleOfText(text: string, min = 2): PitchRole | undefined {
  const all = roleScores(text);
  const scores = Object.entries(all) as Array<[PitchRole, number]>;
  const best = scores.sort((a, b) => b[1] - a[1])[0];
  return best && best[1] >= min ? best[0] : undefined;
}

// The founder's own words for a section, in three languages: 'What's broken', 'How we earn', 'O que nos falta'.
const OWN_WORDS: ReadonlyArray<[RegExp, PitchRole]> = [
  [
    /how (we|we'll|we will) (spend|use)|where the money goes|what the money buys|comment nous (allons )?(utiliser|depenser)|a quoi servira|como (vamos )?(usar|gastar|aplicar)|para onde vai o dinheiro/,
    'useOfFunds',
  ],
  // 'How the money comes in' says where revenue comes from, not the money asked for.
  [
    /how (the )?money comes in|where (the )?money comes from|d'ou vient l'argent|de onde vem o dinheiro/,
    'businessModel',
  ],
  [
    /what we need|^our needs?$|^(?:notre|nos) besoins?(?: de financement)?$|^(?:o )?(?:nosso )?pedido$|^(?:a nossa|as nossas) necessidades?$|what we('re| are) asking|what we want|ce (dont )?nous (avons besoin|demandons)|ce que nous cherchons|o que (nos )?(falta|pedimos|precisamos|procuramos)|do que precisamos|the money|the round|our raise|la levee/,
    'ask',
  ],
  [
    /what'?s broken|what is broken|where it hurts|the pain|what'?s wrong|why it matters|ce qui (ne )?(marche|va) pas|ce qui coince|le constat|o que (nao )?funciona mal|o que esta errado|a dor/,
    'problem',
  ],
  [
    /what we do|what we built|what we make|our answer|our fix|the fix|ce que nous faisons|ce que nous avons (?:construit|cree|fait)|notre reponse|ce que nous proposons|o que fazemos|a nossa resposta|o que construimos|o que oferecemos/,
    'solution',
  ],
  [
    /how we earn|how we make money|how we get paid|how we charge|the money side|^cote argent|^(?:du )?cote (?:de l')?argent|^do lado do dinheiro|^quanto ao dinheiro|comment (nous gagnons|on gagne)|nos revenus|como ganhamos|como (nos )?cobramos|as nossas receitas|receitas/,
    'businessModel',
  ],
  [
    /where we are|how far|so far|what we('ve| have) (done|achieved)|proof|our numbers|ou (?:nous|on) en (?:sommes|est)|nos resultats|nos chiffres|onde estamos|o que ja (fizemos|conseguimos)|os nossos numeros|resultados/,
    'traction',
  ],
  // 'How KeyStep works', 'Comment ça marche', 'Como funciona o Kilimo'.
  [/^how (it|\S+( \S+)?) works|comment (ca|\S+) (marche|fonctionne)|^como (\S+ )?funciona/, 'product'],
  [/where the money comes from|d'ou vient l'argent|de onde vem o dinheiro/, 'businessModel'],
  // 'Qui on est, en une phrase', 'Who we are in one line', 'Em poucas palavras': the company's line.
  [
    /^what we are$|^ce que nous sommes$|^o que somos$|in (one|a) (sentence|line)|in a nutshell|en une phrase|en bref|en deux mots|numa frase|em uma frase|em poucas palavras/,
    'company',
  ],
  [
    /who we are|who'?s behind|the people|meet us|about us|a propos de nous|sobre nos|qui (nous )?sommes|qui sommes-nous|quem somos|as pessoas/,
    'team',
  ],
  [/who (else|we're up against)|the others|face aux autres|quem mais/, 'competition'],
  [/how big|the size|la taille|o tamanho|the prize/, 'market'],
  [
    /what'?s next|next steps|what comes next|^next\b|^(the )?next \d+ (months|years)|^(the )?road ahead|^outlook|^perspectives?$|^growth plans?$|^our plans?$|^plans?$|where we('re| are) going|la suite|les prochaines etapes|^prochaines? etapes?|^(les )?(\d+ )?prochain(e)?s? (\d+ )?(mois|annees)|ou nous allons|a l'horizon|proximos passos|^(os )?proximos \d+ (meses|anos)|para onde vamos|o que vem a seguir|plano/,
    'milestones',
  ],
  [/who (we serve|buys)|our customers|nos clients|os nossos clientes/, 'audience'],
  [/\bimpact|difference we make|changement|mudanca/, 'impact'],
  [/how we (sell|grow|reach|find)|comment nous (vendons|trouvons)|como (vendemos|crescemos|chegamos)/, 'goToMarket'],
];

/** Headings that name the company as often as its team ('Who we are', 'Quem somos'): the text under them says which. */
export const WHO_WE_ARE =
  /who we are|about us|a propos de nous|sobre nos|qui (nous )?sommes|qui sommes-nous|quem somos/;

/**
 * The role a sentence's opening clause names ('Where are we?', 'And how we make money,', 'The
 * market,'): the founder's words for a part, or a part's usual name said alone ('You ask a neighbour'
 * names no part).
 */
function roleOfOpening(opening: string): PitchRole | undefined {
  const text = fold(opening).replace(/[’]/g, "'").trim();
  const count = text.split(/\s+/).length;
  if (count > 6) return undefined;
  const own = OWN_WORDS.find(([pattern]) => pattern.test(text))?.[1];
  if (own) return own;
  return count <= 3 && !/^(you|we|i|they|he|she|it|vous|nous|je|ils|elles|on|voce|nos|eu|eles)\b/.test(text)
    ? factKeyOf(opening)
    : undefined;
}

// 'Notre kiosque', 'Our app', 'O nosso serviço': what the company makes, when no usual part is named.
const OUR_THING = /^(notre|our|o nosso|a nossa|nosso|nossa) [\p{L}-]+$/u;

/** The role a heading names, in the founder's words or the usual ones, or undefined. */
export function roleOfHeading(heading: string, company?: string): PitchRole | undefined {
  const text = fold(heading).replace(/[’]/g, "'");
  return (
    OWN_WORDS.find(([pattern]) => pattern.test(text))?.[1] ??
    factKeyOf(heading, company) ??
    (OUR_THING.test(text) ? 'product' : undefined)
  );
}

/**
 * The titles Kuza gives a part the founder wrote no heading for, in the pitch's language, and a deck's sections in
 * the deck's language (an Arabic deck's too, though the reader's cue words are English, French and Portuguese).
 */
const TITLES: Record<DocumentLanguage, Partial<Record<PitchRole, string>>> = {
  en: {
    company: 'Overview',
    problem: 'The problem',
    solution: 'Our solution',
    product: 'The product',
    businessModel: 'Business model',
    traction: 'Traction',
    market: 'The market',
    competition: 'Competition',
    team: 'The team',
    ask: 'The ask',
    useOfFunds: 'Use of funds',
    milestones: 'Milestones',
    impact: 'Impact',
    whyNow: 'Why now',
    goToMarket: 'Go-to-market',
    contact: 'Contact',
    financials: 'Financials',
    audience: 'Our customers',
  },
  fr: {
    company: 'Présentation',
    problem: 'Le problème',
    solution: 'Notre solution',
    product: 'Le produit',
    businessModel: 'Modèle économique',
    traction: 'Traction',
    market: 'Le marché',
    competition: 'Concurrence',
    team: "L'équipe",
    ask: 'Levée de fonds',
    useOfFunds: 'Utilisation des fonds',
    milestones: 'Feuille de route',
    impact: 'Impact',
    whyNow: 'Pourquoi maintenant',
    goToMarket: 'Stratégie commerciale',
    contact: 'Contact',
    financials: 'Finances',
    audience: 'Nos clients',
  },
  pt: {
    company: 'Apresentação',
    problem: 'O problema',
    solution: 'A nossa solução',
    product: 'O produto',
    businessModel: 'Modelo de negócio',
    traction: 'Tração',
    market: 'O mercado',
    competition: 'Concorrência',
    team: 'A equipa',
    ask: 'Captação de investimento',
    useOfFunds: 'Uso dos fundos',
    milestones: 'Marcos',
    impact: 'Impacto',
    whyNow: 'Porquê agora',
    goToMarket: 'Estratégia comercial',
    contact: 'Contacto',
    financials: 'Finanças',
    audience: 'Os nossos clientes',
  },
  ar: {
    company: 'نبذة عن الشركة',
    problem: 'المشكلة',
    solution: 'الحل',
    product: 'المنتج',
    businessModel: 'نموذج العمل',
    traction: 'الإنجازات',
    market: 'السوق',
    competition: 'المنافسة',
    team: 'الفريق',
    ask: 'التمويل المطلوب',
    useOfFunds: 'استخدام التمويل',
    milestones: 'خارطة الطريق',
    impact: 'الأثر',
    whyNow: 'لماذا الآن',
    goToMarket: 'الوصول إلى السوق',
    contact: 'للتواصل',
    financials: 'البيانات المالية',
    audience: 'عملاؤنا',
  },
};

const MORE: Record<DocumentLanguage, string> = {
  en: 'More',
  fr: 'Autres points',
  pt: 'Outros pontos',
  ar: 'نقاط أخرى',
};

export function roleTitle(role: PitchRole | undefined, language: DocumentLanguage): string {
  return (role && TITLES[language][role]) ?? MORE[language];
}
