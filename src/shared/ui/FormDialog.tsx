import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { Form, Modal } from 'antd';
import type { FormInstance } from 'antd';

export type StartValues<V> = Parameters<FormInstance<V>['setFieldsValue']>[0];

interface Props<E, V> {
  open: boolean;
  /** what is being changed; null adds */
  editing: E | null;
  title: string;
  okText: string;
  cancelText: string;
  /** saving: the OK button spins */
  busy: boolean;
  /** the values the form starts from each time it opens */
  startValues: (editing: E | null) => StartValues<V>;
  /** the checked values, when OK is pressed and every rule holds */
  onSubmit: (values: V) => void;
  onClose: () => void;
  /** the form's items */
  children: ReactNode;
}

/**
 * The add/change dialog of a list page: a vertical form in a modal, filled afresh each time it opens,
 * checked on OK (the fields say what is missing); closing it forgets what was typed.
 */
export function FormDialog<E, V>({ editing, busy, startValues, onSubmit, onClose, children, ...modal }: Props<E, V>) {
  const [form] = Form.useForm<V>();
  const fill = useEffectEvent(() => form.setFieldsValue(startValues(editing)));
  const { open } = modal;
  useEffect(() => {
    if (open) fill();
  }, [open, editing]);
  return (
    <Modal
      {...modal}
      confirmLoading={busy}
      onCancel={onClose}
      onOk={() => void form.validateFields().then(onSubmit, () => {})}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        {children}
      </Form>
    </Modal>
  );
}
