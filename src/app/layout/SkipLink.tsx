import { useT } from '#i18n/useT';
import { appMessages } from '../messages';
import classes from './SkipLink.module.css';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  const t = useT(appMessages);
  return (
    <a className={classes.skipLink} href={`#${MAIN_CONTENT_ID}`}>
      {t('header.skipLink')}
    </a>
  );
}
