import { useState } from 'react';
import styled from 'styled-components';
import { LinksPanel, ShareDialog } from '@kuza/app';
import { Button, Dialog, Stack } from '@kuza/ui';
import { useDeckShareCreateMutation, useDeckShareGetQuery, useDeckShareRevokeMutation } from '../decks/api';

const hooks = {
  useShareQuery: useDeckShareGetQuery,
  useCreateMutation: useDeckShareCreateMutation,
  useRevokeMutation: useDeckShareRevokeMutation,
};

const publicLink = (path: string) => `${window.location.origin}${path}`;

const Section = styled.section`
  h3,
  p {
    margin: 0;
  }
`;

/**
 * The deck's Share dialog, mounted while open: its investor links (one per recipient, each with its
 * gate and visits) and the one view-only link for anyone, which opens the documents' own share dialog.
 */
export function DeckShareDialog({ deckId, onClose }: { deckId: string; onClose: () => void }) {
  const [anyone, setAnyone] = useState(false);
  if (anyone) {
    return <ShareDialog documentId={deckId} noun="deck" open onClose={onClose} hooks={hooks} publicLink={publicLink} />;
  }
  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title="Share deck"
      description="Send each investor a link of their own to see who read the deck and for how long, or one link for anyone."
    >
      <Stack gap="lg">
        <Section aria-labelledby="investor-links">
          <Stack gap="sm">
            <h3 id="investor-links">Investor links</h3>
            <LinksPanel kind="deck" documentId={deckId} />
          </Stack>
        </Section>
        <Section aria-labelledby="anyone-link">
          <Stack gap="sm">
            <h3 id="anyone-link">Anyone with the link</h3>
            <p>One view-only link that asks nothing and counts views.</p>
            <div>
              <Button variant="secondary" onClick={() => setAnyone(true)}>
                Link for anyone
              </Button>
            </div>
          </Stack>
        </Section>
      </Stack>
    </Dialog>
  );
}
