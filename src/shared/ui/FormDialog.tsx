import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { Form, Modal } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';

export type StartValues<V> = Parameters<FormInstance<V>['setFieldsValue']>[0];

interface Props<E, V> {
  open: boolean;
  /** what is being changed; null adds */
  editing: E | null;
  title: string;
  /** the OK button's text; Save by default */
  okText?: string;
  /** Cancel by default */
  cancelText?: string;
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
 * checked on OK (a refused check shows at its fields and goes no further); closing it forgets what was typed.
 */
export function FormDialog<E, V>({ editing, busy, startValues, onSubmit, onClose, children, okText, cancelText, ...modal }: Props<E, V>) {
  const { t } = useTranslation('common');
  const [form] = Form.useForm<V>();
  const fill = useEffectEvent(() => form.setFieldsValue(startValues(editing)));
  const { open } = modal;
  useEffect(() => {
    if (open) fill();
  }, [open, editing]);
  return (
    <Modal
      {...modal}
      okText={okText ?? t('actions.save')}
      cancelText={cancelText ?? t('actions.cancel')}
      confirmLoading={busy}
      onCancel={onClose}
      onOk={() => void form.validateFields().then(onSubmit, () => undefined)}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        {children}
      </Form>
    </Modal>
  );
}
