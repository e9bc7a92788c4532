/**
 * The Team slide as the AI Helper and the OpenAI provider see it: people are never the writer's to
 * keep or invent, so a rewrite starts from today's members and their resumes.
 */
import type { Slide } from '@kuza/contracts';
import type { DeckFacts } from './deck-facts';
import { type SlideBody } from './fact-slides';
import { capitalise, listPhrase, sentence, withoutFullStop } from '../text/text';

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

export function teamSlide(title: string, facts: DeckFacts): SlideBody {
  const { profile, name, team } = facts;
  const size = facts.teamSize ? ` (team size ${facts.teamSize})` : '';
  if (!team.length) {
    // Guidance, not brackets: the founder reads what to add and why, and the slide still makes sense.
    return content(
      title,
      `${name} is led by its founding team${size}, and these are the roles it adds next`,
      [
        `Founders: each founder's name, role and one line of ${profile.noun} experience`,
        `Hiring next: ${profile.rolesToHire[0]}`,
        `Then: ${profile.rolesToHire[1]}`,
        `Advisors: ${profile.rolesToHire[2]}`,
      ],
      [
        `Investors spend the longest on the team slide, so add each founder with a photo and one line of experience`,
        `Our next hires are ${listPhrase(profile.rolesToHire.slice(0, 2))}`,
      ],
    );
  }
  const cards: NonNullable<Slide['team']> = team.map((member) => ({ ...member }));
  return {
    ...content(
      title,
      `${team.length === 1 ? 'One founder' : `${team.length} people`} building ${name}${size}`,
      [
        ...team.slice(0, 4).map((m) => `${m.name}, ${m.role}${m.bio ? `: ${withoutFullStop(m.bio)}` : ''}`),
        `Hiring next: ${profile.rolesToHire[0]}`,
      ],
      [
        `${listPhrase(team.slice(0, 3).map((m) => `${m.name} leads as ${m.role}`))}`,
        `Together we bring the ${profile.noun} experience this market needs, and next we are hiring ${profile.rolesToHire[0]}`,
      ],
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
