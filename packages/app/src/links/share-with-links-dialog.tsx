import { useState } from 'react';
import styled from 'styled-components';
import type { LinkedKind } from '@kuza/contracts';
import { Button, Dialog, Stack } from '@kuza/ui';
import { ShareDialog, type ShareHooks } from '../documents/share-dialog';
import { LinksPanel } from './lazy-links-panel';

const Section = styled.section`
  h3,
  p {
    margin: 0;
  }
`;

export interface ShareWithLinksDialogProps {
  kind: LinkedKind;
  documentId: string;
  onClose: () => void;
  /** The remote's hooks of the document's own view-only link, and its public page on this site. */
  hooks: ShareHooks;
  publicLink: (path: string) => string;
}

/**
 * The Share dialog of a deck or a resume, mounted while open: its investor links (one per
 * recipient, each with its gate and visits) and the one view-only link for anyone, which opens
 * the documents' own share dialog.
 */
export function ShareWithLinksDialog({ kind, documentId, onClose, hooks, publicLink }: ShareWithLinksDialogProps) {
  const [anyone, setAnyone] = useState(false);
  if (anyone) {
    return (
      <ShareDialog documentId={documentId} noun={kind} open onClose={onClose} hooks={hooks} publicLink={publicLink} />
    );
  }
  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={`Share ${kind}`}
      description={`Send each investor a link of their own to see who read the ${kind} and for how long, or one link for anyone.`}
    >
      <Stack gap="lg">
        <Section aria-labelledby="investor-links">
          <Stack gap="sm">
            <h3 id="investor-links">Investor links</h3>
            <LinksPanel kind={kind} documentId={documentId} />
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
