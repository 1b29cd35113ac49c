import { Button, Popconfirm, Space } from 'antd';

interface Props {
  editLabel: string;
  removeLabel: string;
  /** the question asked before removing */
  confirm: string;
  onEdit: () => void;
  onRemove: () => void;
  /** this row is being removed */
  removing: boolean;
}

/** The edit and remove buttons of a row in a list page; removing asks first. */
export function EditRemoveActions({ editLabel, removeLabel, confirm, onEdit, onRemove, removing }: Props) {
  return (
    <Space size={4}>
      <Button size="small" onClick={onEdit}>
        {editLabel}
      </Button>
      <Popconfirm title={confirm} onConfirm={onRemove}>
        <Button size="small" danger loading={removing}>
          {removeLabel}
        </Button>
      </Popconfirm>
    </Space>
  );
}
