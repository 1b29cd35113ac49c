import { Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { refIds, refNamesQuery, type RefKind } from './ucRefQueries';

/**
 * The names of the users, departments, posts or roles a value names (ids), read-only: looked up through the user
 * centre and cached; a department shows its path as a tooltip. An id the user centre no longer knows says so.
 */
export function RefNames({ kind, value, ...rest }: { kind: RefKind; value?: unknown; 'data-field'?: string }) {
  const { t } = useTranslation('fields');
  const ids = refIds(value);
  const names = useQuery(refNamesQuery(kind, ids));
  if (!ids.length) return <Typography.Text {...rest}>-</Typography.Text>;
  if (names.isPending) return <Typography.Text {...rest}>{t('picker.loading')}</Typography.Text>;
  return (
    <Typography.Text {...rest}>
      {ids.map((id, i) => {
        const found = names.data?.[id];
        return (
          <span key={id}>
            {i > 0 ? ', ' : null}
            {found ? (
              <span title={found.detail}>{found.label}</span>
            ) : (
              <Typography.Text type="secondary">{t('picker.unknown', { id })}</Typography.Text>
            )}
          </span>
        );
      })}
    </Typography.Text>
  );
}
