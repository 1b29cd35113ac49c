import { Button, Popconfirm } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** The list's "remove selected" button, asked first; disabled while nothing is ticked. */
export function RemoveSelectedButton({ title, count, onConfirm }: { title: string; count: number; onConfirm: () => void }) {
  const { t } = useTranslation('flowAdmin');
  return (
    <Popconfirm title={title} disabled={!count} onConfirm={onConfirm}>
      <Button danger icon={<DeleteOutlined />} disabled={!count}>
        {t('removeSelected', { count })}
      </Button>
    </Popconfirm>
  );
}

/** A row's "remove" button, asked first. */
export function RemoveOneButton({ title, onConfirm }: { title: string; onConfirm: () => void }) {
  const { t } = useTranslation('flowAdmin');
  return (
    <Popconfirm title={title} onConfirm={onConfirm}>
      <Button size="small" danger>
        {t('remove')}
      </Button>
    </Popconfirm>
  );
}
