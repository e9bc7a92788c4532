// A shared resume's page: the resumes remote draws it in the browser (and the preview in its editor)
// and the API draws the same elements into the share page's HTML.
export { ResumePreview, type ResumePreviewProps } from './resume-preview';
export { RichText } from './rich-text';
export { SharedResumeView } from './shared-resume-view';
