import { getRuntimeConfig } from '@kuza/store';
import { Button, ExportMenu } from '@kuza/ui';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import type { DocumentKind } from './document-api';

const messages = defineMessages({
  save: { id: 'app.editor.save', defaultMessage: 'Save' },
  saving: { id: 'app.editor.saving', defaultMessage: 'Saving' },
  share: { id: 'app.editor.share', defaultMessage: 'Share' },
});

export interface SaveShareExportProps {
  kind: DocumentKind;
  documentId: string;
  onSave: () => void;
  /** While a save is under way: the button says so. */
  saving?: boolean;
  /** While a conflict waits for a reload: saving again would only meet it again. */
  saveDisabled?: boolean;
  onShare: () => void;
  /** The export menu's items: each a label and the query string of GET /<kind>s/:id/export. */
  exports: ReadonlyArray<{ label: string; query: string }>;
  /** True while the editor holds changes the server does not have yet. */
  unsaved: boolean;
  /** Sends unsaved changes before a download; resolves false when they could not be saved. */
  saveFirst: () => Promise<boolean>;
  saveFailedMessage?: string;
}

/**
 * The end of a document editor's bar: Save, Share and the Export menu. Downloads are plain links:
 * the browser saves the file with the session cookie.
 */
export function SaveShareExport({ kind, documentId, exports, ...props }: SaveShareExportProps) {
  const { t } = useI18n();
  const { apiUrl } = getRuntimeConfig();
  const items = exports.map(({ label, query }) => ({
    label,
    href: `${apiUrl}/${kind}s/${documentId}/export?${query}`,
  }));
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        onClick={props.onSave}
        disabled={props.saveDisabled}
        loading={props.saving}
        loadingLabel={t(messages.saving)}
      >
        {t(messages.save)}
      </Button>
      <Button size="sm" variant="secondary" onClick={props.onShare}>
        {t(messages.share)}
      </Button>
      <ExportMenu
        items={items}
        unsaved={props.unsaved}
        saveFirst={props.saveFirst}
        saveFailedMessage={props.saveFailedMessage}
      />
    </>
  );
}
