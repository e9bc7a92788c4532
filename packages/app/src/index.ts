/**
 * App-level pieces every remote shares: the signed-in chrome (sidebar, avatar menu, session), the
 * document lists with their rename and delete flows, the investor links of decks and resumes (the
 * owner's panel and the viewer's gate), the standalone host and the token hand-off.
 * They know the session and the API; the design system they are drawn with is @kuza/ui.
 */
import { registerAppCatalogs } from './app-catalogs';

// Once, as the package is evaluated: a catalog that fails leaves its words in English.
registerAppCatalogs().catch(() => undefined);

export { mountStandalone, type StandaloneOptions } from './host/standalone-host';
export { AppChrome, type AppChromeProps } from './chrome/app-chrome';
export { avatarInitials } from './chrome/avatar-menu';
export { useTokenHandoff } from './use-token-handoff';
export { ConfirmDeleteDialog, type ConfirmDeleteDialogProps } from './confirm-delete-dialog';
export { DocumentList, type DocumentListProps, type DocumentListQuery } from './documents/document-list';
export { DocumentRow, type DocumentRowProps, type DocumentSummary } from './documents/document-row';
export type { DocumentWords } from './documents/document-words';
export { RenameDialog, type RenameDialogProps, type RenameOptions } from './documents/rename-dialog';
export { StatusBadge, type DocumentStatus } from './documents/status-badge';
export { lastEdited, updatedAgo } from './documents/last-edited';
export { useNow } from './documents/use-now';
export { ShareDialog, type ShareDialogProps, type ShareHooks } from './documents/share-dialog';
export {
  documentEndpointsOf,
  documentHooks,
  keepAnswerIn,
  rawFileUpload,
  type DocumentHooks,
  type DocumentKind,
  type DocumentTypes,
} from './documents/document-api';
export { WorkspaceDocumentList, type WorkspaceDocumentListProps } from './documents/workspace-document-list';
export { CreationModeChoice, type CreationMode, type CreationModeChoiceProps } from './documents/creation-modes';
export { SaveShareExport, type SaveShareExportProps } from './documents/save-share-export';
export {
  Autosaver,
  type AutosaverOptions,
  type SaveFailure,
  type SaveState as AutosaveState,
} from './autosave/autosaver';
export { useAutosave, classifySaveError, type Autosave, type UseAutosaveOptions } from './autosave/use-autosave';
export { mediaApi, useMediaUploadMutation } from './media/media-api';
export {
  keepServerDrawn,
  serverDrawnElement,
  serverDrawnData,
  forgetServerDrawn,
  useServerDrawnData,
} from './server-drawn/server-drawn';
export { useDocumentTitle } from './document-title';
export {
  isLinkToken,
  linksApi,
  type LinkAddress,
  type LinkedDocument,
  type LinkView,
  type VisitReply,
} from './links/api';
export { LinkDocumentView, gateQuestionOf, type LinkShown } from './links/link-document-view';
export { LinkGate, type GateQuestion } from './links/link-gate';
export { ShareMessage } from './links/share-message';
export { ShareWithLinksDialog, type ShareWithLinksDialogProps } from './links/share-with-links-dialog';
// Loaded when first drawn, not with every shared document's page.
export { LinksPanel } from './links/lazy-links-panel';
export { usePartInView } from './links/use-part-in-view';
export { Watermark } from './links/watermark';
export { CommentsDock, OpenThreadCount } from './comments/lazy-comments';
export type { CommentsDockProps, CommentedPart } from './comments/comments-dock';
