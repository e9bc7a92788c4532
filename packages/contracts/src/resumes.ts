/** The founder-resume domain shared by the API (generation, import, export) and the resumes remote. */
export const RESUME_TEMPLATES = ['Modern', 'ATS Classic'] as const;
export type ResumeTemplate = (typeof RESUME_TEMPLATES)[number];

export interface ResumeSection {
  id: string;
  label: string;
  /**
   * Rich text kept deliberately small: paragraphs separated by blank lines, bullet items as lines
   * starting with '- ', and **bold** runs. Exports and the editor read the same format.
   */
  content: string;
}

export interface ResumeCreationInputs {
  name?: string;
  role?: string;
  experience?: string;
  education?: string;
  skills?: string;
  links?: string;
  pastedText?: string;
  importSource?: { kind: 'file'; name: string };
}

export interface Resume {
  id: string;
  workspaceId: string;
  ownerId: string;
  name: string;
  status: 'Draft' | 'Complete';
  template: ResumeTemplate;
  profileImageUrl?: string;
  sections: ResumeSection[];
  inputs: ResumeCreationInputs;
  version: number;
  createdAt: string;
  updatedAt: string;
}
