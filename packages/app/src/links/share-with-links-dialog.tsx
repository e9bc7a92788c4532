import { useState } from 'react';
import styled from 'styled-components';
import type { LinkedKind } from '@kuza/contracts';
import { Button, Dialog, Stack } from '@kuza/ui';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { ShareDialog, type ShareHooks } from '../documents/share-dialog';
import { LinksPanel } from './lazy-links-panel';

const messages = defineMessages({
  title: { id: 'app.shareLinks.title', defaultMessage: '{kind, select, deck {Share deck} other {Share resume}}' },
  description: {
    id: 'app.shareLinks.description',
    defaultMessage:
      '{kind, select, deck {Send each investor a link of their own to see who read the deck and for how long, or one link for anyone.} other {Send each investor a link of their own to see who read the resume and for how long, or one link for anyone.}}',
  },
  investorLinks: { id: 'app.shareLinks.investorLinks', defaultMessage: 'Investor links' },
  anyone: { id: 'app.shareLinks.anyone', defaultMessage: 'Anyone with the link' },
  anyoneText: {
    id: 'app.shareLinks.anyoneText',
    defaultMessage: 'One view-only link that asks nothing and counts views.',
  },
  anyoneButton: { id: 'app.shareLinks.anyoneButton', defaultMessage: 'Link for anyone' },
});

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
  const { t } = useI18n();
  const [anyone, setAnyone] = useState(false);
  if (anyone) {
    return (
      <ShareDialog documentId={documentId} kind={kind} open onClose={onClose} hooks={hooks} publicLink={publicLink} />
    );
  }
  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={t(messages.title, { kind })}
      description={t(messages.description, { kind })}
    >
      <Stack gap="lg">
        <Section aria-labelledby="investor-links">
          <Stack gap="sm">
            <h3 id="investor-links">{t(messages.investorLinks)}</h3>
            <LinksPanel kind={kind} documentId={documentId} />
          </Stack>
        </Section>
        <Section aria-labelledby="anyone-link">
          <Stack gap="sm">
            <h3 id="anyone-link">{t(messages.anyone)}</h3>
            <p>{t(messages.anyoneText)}</p>
            <div>
              <Button variant="secondary" onClick={() => setAnyone(true)}>
                {t(messages.anyoneButton)}
              </Button>
            </div>
          </Stack>
        </Section>
      </Stack>
    </Dialog>
  );
}
