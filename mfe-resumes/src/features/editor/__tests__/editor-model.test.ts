import { addSection, changedFields, deleteSection, moveSection, updateSection } from '../editor-model';

const sections = [
  { id: 'a', label: 'Summary', content: 'Hi' },
  { id: 'b', label: 'Experience', content: '' },
];

describe('the editor section rules', () => {
  it('adds a trimmed section at the end and ignores a blank name', () => {
    expect(addSection(sections, '  Awards ', 'c').map((s) => s.label)).toEqual(['Summary', 'Experience', 'Awards']);
    expect(addSection(sections, '   ')).toBe(sections);
  });

  it('starts an Education section as a list of entries, whose content is what they show', () => {
    const added = addSection(sections, 'Education', 'c');
    expect(added[2]).toEqual({ id: 'c', label: 'Education', content: '', entries: [] });
    const entry = {
      role: 'BSc Statistics',
      organisation: 'University of Nairobi',
      start: '2015',
      end: '2015',
      bullets: [],
    };
    expect(updateSection(added, 'c', { entries: [entry], content: 'ignored' })[2]).toEqual({
      id: 'c',
      label: 'Education',
      content: '**BSc Statistics, University of Nairobi** (2015)',
      entries: [entry],
    });
  });

  it('never deletes the last remaining section', () => {
    const one = deleteSection(sections, 'a');
    expect(one.map((s) => s.id)).toEqual(['b']);
    expect(deleteSection(one, 'b')).toBe(one);
  });

  it('moves a section up or down and does nothing past the ends', () => {
    expect(moveSection(sections, 'b', -1).map((s) => s.id)).toEqual(['b', 'a']);
    expect(moveSection(sections, 'a', -1)).toBe(sections);
    expect(moveSection(sections, 'b', 1)).toBe(sections);
  });

  it('keeps the old name when an edit blanks it, and records no change when nothing changed', () => {
    expect(updateSection(sections, 'a', { label: ' ', content: 'New' })[0]).toEqual({
      id: 'a',
      label: 'Summary',
      content: 'New',
    });
    expect(updateSection(sections, 'a', { label: 'Summary', content: 'Hi' })).toBe(sections);
  });

  it('sends only the fields that changed (a new language too), so an unchanged photo is never uploaded again', () => {
    const saved = {
      template: 'Modern' as const,
      language: 'en' as const,
      profileImageUrl: 'data:image/png;base64,AAAA',
      sections,
    };
    expect(changedFields({ ...saved, template: 'ATS Classic' }, saved)).toEqual({ template: 'ATS Classic' });
    expect(changedFields({ ...saved, language: 'fr' }, saved)).toEqual({ language: 'fr' });
    expect(changedFields(saved, saved)).toEqual({});
  });
});
