import type { Resume } from '@kuza/contracts';

export function aResume(overrides: Partial<Resume> = {}): Resume {
  return {
    id: 'r1',
    workspaceId: 'w1',
    ownerId: 'u1',
    name: 'Amara Okafor',
    status: 'Complete',
    template: 'Modern',
    sections: [
      { id: 's1', label: 'Summary', content: 'Founder of **SokoFresh**, a Lagos agritech.' },
      { id: 's2', label: 'Experience', content: 'SokoFresh — CEO\n- Grew to 5,000 farmers\n- Raised $1.2M seed' },
      { id: 's3', label: 'Education', content: 'BSc Agriculture, University of Ibadan' },
      { id: 's4', label: 'Skills', content: '- Fundraising\n- Supply chains' },
    ],
    inputs: { name: 'Amara Okafor', role: 'Co-founder & CEO' },
    version: 3,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    ...overrides,
  };
}
