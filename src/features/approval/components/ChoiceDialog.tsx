import type { ReactNode } from 'react';
import { Radio, Space, Spin } from 'antd';
import { ActionModal } from './ActionModal';

interface Props<V> {
  open: boolean;
  title: string;
  busy: boolean;
  onClose: () => void;
  /** the choices are being loaded */
  loading: boolean;
  /** the OK button is red: the action undoes work */
  danger?: boolean;
  value: V;
  onChange: (value: V) => void;
  onSubmit: () => void;
  /** the choices: one Radio each */
  children: ReactNode;
}

/** A confirm dialog of an action that takes one of a few choices, listed one under another. */
export function ChoiceDialog<V>({ loading, danger, value, onChange, onSubmit, children, ...modal }: Props<V>) {
  return (
    <ActionModal {...modal} okButtonProps={danger ? { danger: true } : undefined} onOk={onSubmit}>
      <Spin spinning={loading}>
        <Radio.Group value={value} onChange={(e) => onChange(e.target.value as V)}>
          <Space orientation="vertical">{children}</Space>
        </Radio.Group>
      </Spin>
    </ActionModal>
  );
}
