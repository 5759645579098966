import classes from './SkipLink.module.css';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  return (
    <a className={classes.skipLink} href={`#${MAIN_CONTENT_ID}`}>
      Skip to main content
    </a>
  );
}
