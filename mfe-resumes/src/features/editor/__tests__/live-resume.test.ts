import { act, renderHook } from '@testing-library/react';
import * as Y from 'yjs';
import { bindRoom } from '@kuza/app/live';
import { RESUME_TEMPLATES, type ResumeSection } from '@kuza/contracts';
import { fillRoom, readRoom } from '@kuza/contracts/live';
import { useDraftHistory } from '../use-draft-history';
import { onCurrentSection, updateSection, type ResumeDraft } from '../editor-model';

const sections: ResumeSection[] = [
  { id: 's1', label: 'Summary', content: 'Founder of SokoFresh.' },
  { id: 's2', label: 'Experience', content: 'Founder, SokoFresh (2021 to now).' },
];
const draft: ResumeDraft = {
  template: RESUME_TEMPLATES[0],
  language: 'en',
  profileImageUrl: '',
  sections,
};

describe("a teammate's live edits in the resume editor", () => {
  it('come into the open editor, and Undo takes back only what this editor did', () => {
    const { result } = renderHook(() => useDraftHistory(draft));
    act(() =>
      result.current.change((now) => ({ ...now, sections: updateSection(now.sections, 's2', { content: 'Mine.' }) })),
    );
    const theirs = updateSection(result.current.draft.sections, 's1', { content: 'Theirs.' });
    act(() => result.current.remote(theirs));
    expect(result.current.draft.sections.map((section) => section.content)).toEqual(['Theirs.', 'Mine.']);

    act(() => result.current.undo());
    expect(result.current.draft.sections.map((section) => section.content)).toEqual([
      'Theirs.',
      'Founder, SokoFresh (2021 to now).',
    ]);
  });

  it("go both ways through the room: this editor's section edits reach a teammate's copy", () => {
    const doc = new Y.Doc();
    fillRoom(doc, 'resume', { name: 'Wanjiku Kamau', items: sections });
    let mine = sections;
    const seen: ResumeSection[][] = [];
    const room = bindRoom<ResumeSection>(doc, 'resume', {
      opened: { name: 'Wanjiku Kamau', items: sections },
      current: () => mine,
      onRemote: (next) => seen.push(next),
    });
    room.start();
    mine = updateSection(mine, 's1', { label: 'Profile' });
    room.write(mine);
    expect(readRoom(doc, 'resume').items.map((item) => item.label)).toEqual(['Profile', 'Experience']);

    // A teammate types into the other section: this editor gets it, its own label kept.
    doc.transact(() => {
      const section = doc.getArray<Y.Map<unknown>>('sections').get(1);
      (section.get('content') as Y.Text).insert(0, 'CEO. ');
    });
    expect(seen.at(-1)!.map((section) => [section.label, section.content])).toEqual([
      ['Profile', 'Founder of SokoFresh.'],
      ['Experience', 'CEO. Founder, SokoFresh (2021 to now).'],
    ]);
    room.destroy();
  });

  it("a section's dialog saved while a teammate typed in the same text keeps both people's words", () => {
    const opened = sections[1]!;
    const now = updateSection(sections, 's2', { content: 'CEO. Founder, SokoFresh (2021 to now).' });
    const patch = onCurrentSection(opened, now, 's2', { content: 'Founder, SokoFresh (2021 to now), 1,200 farmers.' });
    expect(updateSection(now, 's2', patch)[1]!.content).toBe('CEO. Founder, SokoFresh (2021 to now), 1,200 farmers.');
  });
});
