import { useLocation } from 'react-router';
import { translateWithNodes } from '../../i18n/withNodes';
import { useT } from '#i18n/useT';
import { NotFoundMessage } from '../../components/NotFoundMessage';
import { appMessages } from '../messages';

/** An unknown address inside the shell: the navigation stays usable around it. */
export function NotFoundPage() {
  const t = useT(appMessages);
  const { pathname } = useLocation();
  return (
    <NotFoundMessage
      title={t('error.notFound')}
      backTo="/companies"
      backLabel={t('error.goToCompanies')}
    >
      {translateWithNodes(t, 'error.noScreenAt', { path: <code>{pathname}</code> })}
    </NotFoundMessage>
  );
}
