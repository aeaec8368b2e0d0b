import { NotFoundNotice } from '../../components/not-found-notice';
import { PublicCard } from '../../components/public-card';

export function NotFoundPage() {
  return (
    <PublicCard>
      <NotFoundNotice />
    </PublicCard>
  );
}
