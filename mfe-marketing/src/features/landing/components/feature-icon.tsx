import type { FeatureIcon as FeatureIconName } from '../content';
import { StrokeIcon } from '../../../components/stroke-icon';

const PATHS: Record<FeatureIconName, string> = {
  deck: 'M4 5h16v11H4zM12 16v4M8 20h8M8 12v-2M12 12V8M16 12v-3',
  resume: 'M6 3h9l3 3v15H6zM10 10a2 2 0 1 0 4 0 2 2 0 0 0-4 0M9 16a3 3 0 0 1 6 0',
  assistant: 'M5 5h14v10H9l-4 4zM9 9h6M9 12h4',
  practice: 'M12 4a3 3 0 0 1 3 3v4a3 3 0 0 1-6 0V7a3 3 0 0 1 3-3ZM6 11a6 6 0 0 0 12 0M12 17v3',
};

export function FeatureIcon({ name }: { name: FeatureIconName }) {
  return <StrokeIcon d={PATHS[name]} size={24} />;
}
