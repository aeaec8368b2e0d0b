import { useTranslation } from 'react-i18next';
import { useApiLoading } from '../lib/api-loading';
import classes from './top-progress.module.css';

/** A thin bar across the top while any API request runs; saving shows in a stronger colour. */
export function TopProgress() {
  const { t } = useTranslation();
  const { reads, mutations } = useApiLoading();
  if (reads + mutations === 0) return null;
  return (
    <div
      className={classes.track}
      role="progressbar"
      aria-label={t('progress.label')}
      aria-busy="true"
      data-kind={mutations > 0 ? 'mutation' : 'read'}
    >
      <div className={classes.bar} />
    </div>
  );
}
