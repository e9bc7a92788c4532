import { resumeListSchema, resumeSchema, resumeSummarySchema, sharedResumeSchema } from '@kuza/contracts';
import { responseSchemaOf } from '../../lib/yup-route';

/** Response schemas of the resumes routes, derived from the shared yup schemas of packages/contracts. */
export const resumeReply = responseSchemaOf(resumeSchema);
export const resumeList = responseSchemaOf(resumeListSchema);
export const summaryReply = responseSchemaOf(resumeSummarySchema);
export const sharedResumeReply = responseSchemaOf(sharedResumeSchema);
