export { theme, type KuzaTheme, type SpacingToken } from './theme';
export { GlobalStyle } from './global-style';
export { ThemeRoot, type ThemeRootProps } from './theme-root';
export { Button, type ButtonProps } from './button';
export { ButtonLink, type ButtonLinkProps } from './button-link';
export type { ButtonSize, ButtonVariant } from './button-styles';
export { TextField, type TextFieldProps } from './text-field';
export { Dialog, type DialogProps, type DialogSize } from './dialog';
export { ProgressBar, type ProgressBarProps } from './progress-bar';
export { Spinner, type SpinnerProps, type SpinnerSize } from './spinner';
export { PageLoader, type PageLoaderProps } from './page-loader';
export { PageSkeleton, type PageSkeletonProps } from './page-skeleton';
export { Toasts, toast, type ToastsProps, type ToastId, type ToastOptions } from './toasts';
export { ErrorState, type ErrorStateProps } from './error-state';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { PageHeading, type PageHeadingProps } from './page-heading';
export { VisuallyHidden, visuallyHiddenStyles } from './visually-hidden';
export { StatusPage, type StatusPageProps } from './status-page';
export { Container, type ContainerProps, type ContainerSize } from './container';
export { Stack, type StackProps } from './stack';
export { Card, Panel, PlainList, TwoColumns } from './layout';
export { TopBar } from './chrome/top-bar';
export { Logo, LogoMark, type LogoProps } from './logo';
export { EditorFrame, type EditorFrameProps } from './editor-frame';
export { icons, type IconName } from './chrome/icons';
export { mirroredInRightToLeft } from './direction';
export { ROUTER_FUTURE } from './router-future';
export { useMediaQuery } from './use-media-query';
export { useHydrated } from './use-hydrated';
export { FormAlert } from './form-alert';
export { TextArea, type TextAreaProps } from './text-area';
export { SelectField, type SelectFieldProps } from './select-field';
export { DocumentLanguageSelect, type DocumentLanguageSelectProps } from './document-language-select';
export { controlStyles, type FieldLabelling } from './field-parts';
export { useFocusTrap, trapTabKey } from './use-focus-trap';
export { ToastMessage } from './toast-message';
export { focusFirstError } from './focus-first-error';
export { CheckedForm, type CheckedFormProps } from './checked-form';
export { useUndoShortcuts, type UndoShortcuts } from './use-undo-shortcuts';
export { UndoButtons, type UndoButtonsProps } from './undo-buttons';
export {
  SaveStatus,
  SaveProblem,
  SAVE_WORDS,
  type SaveState,
  type SaveWords,
  type SaveStatusProps,
  type SaveProblemProps,
} from './save-status';
export { ExportMenu, type ExportItem, type ExportMenuProps } from './export-menu';
export { FileImport, type FileImportProps, type ImportLink, type ImportSource } from './file-import';
export { fileProblem, sizeLabel, type ImportLimits } from './file-checks';
export { DialogActions } from './dialog-actions';
export { registerSharedCatalogs } from './shared-catalogs';
export { ChoiceCards, type Choice, type ChoiceCardsProps } from './choice-cards';
