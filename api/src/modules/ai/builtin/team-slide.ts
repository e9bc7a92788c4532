/**
 * The Team slide as the AI Helper and the OpenAI provider see it: people are never the writer's to
 * keep or invent, so a rewrite starts from today's members and their resumes.
 */
import type { Slide } from '@kuza/contracts';
import type { DeckFacts } from './deck-facts';
import { type SlideBody } from './fact-slides';
import { capitalise, sentence, withoutFullStop } from '../text/text';

const content = (title: string, lead: string, bullets: string[], notes: string[]): SlideBody => ({
  type: 'content',
  title,
  content: sentence(lead),
  bullets: bullets
    .filter(Boolean)
    .slice(0, 5)
    .map((bullet) => capitalise(withoutFullStop(bullet))),
  notes: notes.filter(Boolean).map(sentence).join(' '),
});

/**
 * The Team slide from the people alone: each one's name, the role they hold in the startup and
 * their resume's own lines; nothing is said about a team nobody described (no hires, no praise).
 */
export function teamSlide(title: string, facts: DeckFacts): SlideBody {
  const { name, team } = facts;
  if (!team.length) return content(title, '', [], []);
  const cards: NonNullable<Slide['team']> = team.map((member) => ({ ...member }));
  return {
    ...content(
      title,
      `${team.length === 1 ? 'One founder' : `${team.length} people`} building ${name}${facts.teamSize ? ` (team size ${facts.teamSize})` : ''}`,
      team.slice(0, 5).map((m) => `${m.name}, ${m.role}${m.bio ? `: ${withoutFullStop(m.bio)}` : ''}`),
      team.map((m) => `${m.name}, ${m.role}`),
    ),
    type: 'team',
    team: cards,
  };
}

/**
 * A Team slide as it stands now, before the AI Helper rewrites it: people are never the writer's to
 * keep or invent, so the cards, the lines naming people, the lead and the notes come from the
 * current members and resumes (a bio edited since shows); other points on the slide stay.
 */
export function withCurrentTeam(slide: Slide, facts: DeckFacts): Slide {
  if (slide.type !== 'team' || !facts.team.length) return slide;
  const fresh = teamSlide(slide.title, facts);
  const names = [...(slide.team ?? []), ...facts.team].map((member) => `${member.name.toLowerCase()},`);
  const namesSomeone = (bullet: string) => names.some((name) => bullet.toLowerCase().startsWith(name));
  const candidates = [
    ...fresh.bullets.filter(namesSomeone),
    ...slide.bullets.filter((bullet) => !namesSomeone(bullet)),
    ...fresh.bullets,
  ];
  const bullets: string[] = [];
  for (const bullet of candidates)
    if (!bullets.some((kept) => kept.toLowerCase() === bullet.toLowerCase())) bullets.push(bullet);
  return { ...slide, content: fresh.content, notes: fresh.notes, team: fresh.team, bullets: bullets.slice(0, 5) };
}
