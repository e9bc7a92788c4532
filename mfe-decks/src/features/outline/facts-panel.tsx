import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import {
  emptyFactSheet,
  factKeyOf,
  missingPrompt,
  type FactKey,
  type FactSheet,
  type OutlineSection,
} from '@kuza/contracts';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { Button, Card } from '@kuza/ui';
import { TypingAt, mergeText } from '@kuza/app/live';
import type { CollabPresence } from '@kuza/contracts/collab';
import { FactRow, SOURCE_WORDS, type TextFactKey } from './fact-row';
import { FACTS_PRESENCE } from './use-live-outline';

const Panel = styled(Card)`
  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.spacing.md};
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Missing = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Facts = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
`;

/** The facts founders review, in the order a pitch tells them. */
const FACT_LABELS = defineMessages({
  company: { id: 'decks.facts.label.company', defaultMessage: 'Company' },
  oneLiner: { id: 'decks.facts.label.oneLiner', defaultMessage: 'One-liner' },
  audience: { id: 'decks.facts.label.audience', defaultMessage: 'Customers' },
  problem: { id: 'decks.facts.label.problem', defaultMessage: 'Problem' },
  solution: { id: 'decks.facts.label.solution', defaultMessage: 'Solution' },
  product: { id: 'decks.facts.label.product', defaultMessage: 'Product' },
  businessModel: { id: 'decks.facts.label.businessModel', defaultMessage: 'Business model' },
  traction: { id: 'decks.facts.label.traction', defaultMessage: 'Traction' },
  market: { id: 'decks.facts.label.market', defaultMessage: 'Market' },
  competition: { id: 'decks.facts.label.competition', defaultMessage: 'Competitors' },
  whyNow: { id: 'decks.facts.label.whyNow', defaultMessage: 'Why now' },
  goToMarket: { id: 'decks.facts.label.goToMarket', defaultMessage: 'Go-to-market' },
  ask: { id: 'decks.facts.label.ask', defaultMessage: 'Ask' },
  contact: { id: 'decks.facts.label.contact', defaultMessage: 'Contact' },
} satisfies Record<TextFactKey, unknown>);
const TEXT_FACTS = Object.keys(FACT_LABELS) as TextFactKey[];

const MESSAGES = defineMessages({
  facts: { id: 'decks.facts.title', defaultMessage: 'Facts' },
  intro: {
    id: 'decks.facts.intro',
    defaultMessage: 'Every slide is written from these facts. Confirm them, or edit what is not right.',
  },
  missing: { id: 'decks.facts.missing', defaultMessage: 'Missing facts' },
  answer: { id: 'decks.facts.answer', defaultMessage: 'Answer' },
  team: { id: 'decks.facts.team', defaultMessage: 'Team' },
  member: { id: 'decks.facts.member', defaultMessage: '{name}, {role} ({source})' },
  useOfFunds: { id: 'decks.facts.useOfFunds', defaultMessage: 'Use of funds' },
  share: { id: 'decks.facts.share', defaultMessage: '{percent} {label}' },
  fundsWhole: { id: 'decks.facts.fundsWhole', defaultMessage: 'Adds up to {total}.' },
  fundsOff: { id: 'decks.facts.fundsOff', defaultMessage: 'Adds up to {total}, not {whole}: edit the Ask to fix it.' },
});

/** Where the answer to a missing fact is written: use of funds is read from the ask's text. */
const ANSWERED_IN: Partial<Record<FactKey, TextFactKey>> = {
  financials: 'traction',
  useOfFunds: 'ask',
};

function missingOf(facts: FactSheet, sections: OutlineSection[]) {
  const seen = new Set<string>();
  return sections.flatMap((section) => {
    const key = factKeyOf(section.title, facts.company?.text);
    const prompt = key ? missingPrompt(key, facts) : undefined;
    if (!key || !prompt || seen.has(prompt)) return [];
    seen.add(prompt);
    const answer = ANSWERED_IN[key] ?? (TEXT_FACTS.some((k) => k === key) ? (key as TextFactKey) : undefined);
    return [{ prompt, answer }];
  });
}

export interface FactsPanelProps {
  facts: FactSheet | undefined;
  sections: OutlineSection[];
  onChange: (facts: FactSheet) => void;
  /** The teammates in the deck's live room: a name tag on the fact each types in. */
  others?: CollabPresence[];
  /** The fact this editor opened to edit (null when none), which teammates see. */
  onEditing?: (key: TextFactKey | null) => void;
}

const NOBODY: CollabPresence[] = [];

/** The deck's facts beside its outline: confirm or edit each, and answer what is missing. */
export function FactsPanel({ facts, sections, onChange, others = NOBODY, onEditing }: FactsPanelProps) {
  const { t, formatPercent } = useI18n();
  const headingId = useId();
  const sheet = facts ?? emptyFactSheet();
  const [editing, setEditing] = useState<TextFactKey | null>(null);
  useEffect(() => onEditing?.(editing), [editing, onEditing]);
  const missing = missingOf(sheet, sections);
  const funds = sheet.useOfFunds.reduce((sum, item) => sum + item.percent, 0);

  const save = (key: TextFactKey, written: string, opened: string) => {
    const current = sheet[key];
    // A teammate may have changed these words live while the form was open: both keep theirs.
    const text = written && current ? mergeText(opened, written, current.text) : written;
    onChange({ ...sheet, [key]: text ? { ...current, text, source: 'typed', confirmed: true } : undefined });
    setEditing(null);
  };
  const confirm = (key: TextFactKey) => {
    const current = sheet[key];
    if (current) onChange({ ...sheet, [key]: { ...current, confirmed: true } });
  };

  return (
    <Panel as="aside" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(MESSAGES.facts)}</h2>
      <Muted>{t(MESSAGES.intro)}</Muted>
      {missing.length > 0 && (
        <section aria-label={t(MESSAGES.missing)}>
          <h3>{t(MESSAGES.missing)}</h3>
          <ul>
            {missing.map(({ prompt, answer }) => (
              <Missing key={prompt}>
                {prompt}
                {answer && (
                  <Button size="sm" variant="secondary" onClick={() => setEditing(answer)}>
                    {t(MESSAGES.answer)}
                  </Button>
                )}
              </Missing>
            ))}
          </ul>
        </section>
      )}
      <Facts>
        {TEXT_FACTS.filter((key) => sheet[key] || editing === key).map((key) => (
          <FactRow
            key={key}
            label={t(FACT_LABELS[key])}
            fact={sheet[key]}
            editing={editing === key}
            onEdit={() => setEditing(key)}
            onCancel={() => setEditing(null)}
            onSave={(text, opened) => save(key, text, opened)}
            onConfirm={() => confirm(key)}
            wrap={(input) => (
              <TypingAt others={others} itemId={FACTS_PRESENCE} field={key}>
                {input}
              </TypingAt>
            )}
          />
        ))}
      </Facts>
      {sheet.team.length > 0 && (
        <section aria-label={t(MESSAGES.team)}>
          <h3>{t(MESSAGES.team)}</h3>
          <ul>
            {sheet.team.map((person) => (
              <li key={person.name}>
                {t(MESSAGES.member, { name: person.name, role: person.role, source: t(SOURCE_WORDS[person.source]) })}
              </li>
            ))}
          </ul>
        </section>
      )}
      {sheet.useOfFunds.length > 0 && (
        <section aria-label={t(MESSAGES.useOfFunds)}>
          <h3>{t(MESSAGES.useOfFunds)}</h3>
          <ul>
            {sheet.useOfFunds.map((item) => (
              <li key={item.label}>
                {t(MESSAGES.share, { percent: formatPercent(item.percent / 100), label: item.label })}
              </li>
            ))}
          </ul>
          <Muted role={funds === 100 ? undefined : 'alert'}>
            {funds === 100
              ? t(MESSAGES.fundsWhole, { total: formatPercent(1) })
              : t(MESSAGES.fundsOff, { total: formatPercent(funds / 100), whole: formatPercent(1) })}
          </Muted>
        </section>
      )}
    </Panel>
  );
}
