import { useId, useState } from 'react';
import styled from 'styled-components';
import {
  emptyFactSheet,
  factKeyOf,
  missingPrompt,
  type FactKey,
  type FactSheet,
  type OutlineSection,
} from '@kuza/contracts';
import { Button, Card } from '@kuza/ui';
import { FactRow, SOURCE_WORDS, type TextFactKey } from './fact-row';

const Panel = styled(Card)`
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.spacing.md};
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
const TEXT_FACTS: ReadonlyArray<[TextFactKey, string]> = [
  ['company', 'Company'],
  ['oneLiner', 'One-liner'],
  ['audience', 'Customers'],
  ['problem', 'Problem'],
  ['solution', 'Solution'],
  ['product', 'Product'],
  ['businessModel', 'Business model'],
  ['traction', 'Traction'],
  ['market', 'Market'],
  ['competition', 'Competitors'],
  ['whyNow', 'Why now'],
  ['goToMarket', 'Go-to-market'],
  ['ask', 'Ask'],
  ['contact', 'Contact'],
];

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
    const answer = ANSWERED_IN[key] ?? (TEXT_FACTS.some(([k]) => k === key) ? (key as TextFactKey) : undefined);
    return [{ prompt, answer }];
  });
}

export interface FactsPanelProps {
  facts: FactSheet | undefined;
  sections: OutlineSection[];
  onChange: (facts: FactSheet) => void;
}

/** The deck's facts beside its outline: confirm or edit each, and answer what is missing. */
export function FactsPanel({ facts, sections, onChange }: FactsPanelProps) {
  const headingId = useId();
  const sheet = facts ?? emptyFactSheet();
  const [editing, setEditing] = useState<TextFactKey | null>(null);
  const missing = missingOf(sheet, sections);
  const funds = sheet.useOfFunds.reduce((sum, item) => sum + item.percent, 0);

  const save = (key: TextFactKey, text: string) => {
    const current = sheet[key];
    onChange({ ...sheet, [key]: text ? { ...current, text, source: 'typed', confirmed: true } : undefined });
    setEditing(null);
  };
  const confirm = (key: TextFactKey) => {
    const current = sheet[key];
    if (current) onChange({ ...sheet, [key]: { ...current, confirmed: true } });
  };

  return (
    <Panel as="aside" aria-labelledby={headingId}>
      <h2 id={headingId}>Facts</h2>
      <Muted>Every slide is written from these facts. Confirm them, or edit what is not right.</Muted>
      {missing.length > 0 && (
        <section aria-label="Missing facts">
          <h3>Missing facts</h3>
          <ul>
            {missing.map(({ prompt, answer }) => (
              <Missing key={prompt}>
                {prompt}
                {answer && (
                  <Button size="sm" variant="secondary" onClick={() => setEditing(answer)}>
                    Answer
                  </Button>
                )}
              </Missing>
            ))}
          </ul>
        </section>
      )}
      <Facts>
        {TEXT_FACTS.filter(([key]) => sheet[key] || editing === key).map(([key, label]) => (
          <FactRow
            key={key}
            label={label}
            fact={sheet[key]}
            editing={editing === key}
            onEdit={() => setEditing(key)}
            onCancel={() => setEditing(null)}
            onSave={(text) => save(key, text)}
            onConfirm={() => confirm(key)}
          />
        ))}
      </Facts>
      {sheet.team.length > 0 && (
        <section aria-label="Team">
          <h3>Team</h3>
          <ul>
            {sheet.team.map((person) => (
              <li key={person.name}>
                {person.name}, {person.role} ({SOURCE_WORDS[person.source]})
              </li>
            ))}
          </ul>
        </section>
      )}
      {sheet.useOfFunds.length > 0 && (
        <section aria-label="Use of funds">
          <h3>Use of funds</h3>
          <ul>
            {sheet.useOfFunds.map((item) => (
              <li key={item.label}>
                {item.percent}% {item.label}
              </li>
            ))}
          </ul>
          <Muted role={funds === 100 ? undefined : 'alert'}>
            {funds === 100 ? 'Adds up to 100 %.' : `Adds up to ${funds} %, not 100 %: edit the Ask to fix it.`}
          </Muted>
        </section>
      )}
    </Panel>
  );
}
