import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ROUTER_FUTURE } from '@kuza/ui';
import { useDocumentTitle } from '../document-title';

function TitledDocument({ name }: { name?: string }) {
  useDocumentTitle(name);
  return null;
}

function renderAt(path: string, name?: string) {
  return render(
    <MemoryRouter future={ROUTER_FUTURE} initialEntries={[path]}>
      <TitledDocument name={name} />
    </MemoryRouter>,
  );
}

describe("a page's title naming its document", () => {
  beforeEach(() => {
    // What the shell set when the route opened.
    document.title = 'Shared Pitch Deck | Kuza';
  });

  it("leads with the document's name, as the page's HTML did for a link preview", () => {
    renderAt('/share/deck/abc123', 'SokoFresh');
    expect(document.title).toBe('SokoFresh · Shared Pitch Deck | Kuza');
  });

  it("follows the route's own title: a shared resume is a Shared Resume", () => {
    renderAt('/share/resume/abc123', 'Amara Okafor');
    expect(document.title).toBe('Amara Okafor · Shared Resume | Kuza');
  });

  it("keeps the route's title until the name is known", () => {
    renderAt('/share/deck/abc123');
    expect(document.title).toBe('Shared Pitch Deck | Kuza');
  });
});
