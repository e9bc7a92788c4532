import { useParams } from 'react-router-dom';
import { SharedDeckView } from '../features/share/shared-deck-view';
import '../i18n';

/** /share/deck/:token — public and read-only; works signed out (the API call sends no cookie). */
export default function SharedDeckPage() {
  const { token = '' } = useParams();
  return <SharedDeckView key={token} token={token} />;
}
