import { useLocation } from 'react-router';
import { NotFoundMessage } from '../../components/NotFoundMessage';

/** An unknown address inside the shell: the navigation stays usable around it. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <NotFoundMessage title="Page not found" backTo="/companies" backLabel="Go to companies">
      There is no screen at <code>{pathname}</code>. Pick one from the navigation, or go to the
      companies list.
    </NotFoundMessage>
  );
}
