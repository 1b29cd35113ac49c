import { Button, Dropdown, type MenuProps } from 'antd';
import { MoreOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AdminUserRow } from '@/api/adminUsers';

export type UserAction = 'edit' | 'password' | 'enable' | 'disable' | 'depart' | 'unlock';

/** The actions of one user, in a menu (a row's last column, a card's corner): only those its status allows. */
export function actionsOf(row: AdminUserRow): UserAction[] {
  const departed = ![1, 0, -1].includes(row.status);
  return [
    'edit',
    'password',
    ...(row.status !== 1 ? (['enable'] as const) : []),
    ...(row.status === 1 ? (['disable'] as const) : []),
    ...(!departed ? (['depart'] as const) : []),
    ...(row.locked ? (['unlock'] as const) : []),
  ];
}

export function UserActions({ row, onAction }: { row: AdminUserRow; onAction: (action: UserAction, row: AdminUserRow) => void }) {
  const { t } = useTranslation('adminUsers');
  const items: MenuProps['items'] = actionsOf(row).map((a) => ({
    key: a,
    label: t(`action.${a}`),
    danger: a === 'disable' || a === 'depart',
  }));
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => onAction(key as UserAction, row) }}>
      <Button size="small" icon={<MoreOutlined />} aria-label={t('action.menu', { name: row.fullname })}>
        {t('action.more')}
      </Button>
    </Dropdown>
  );
}
