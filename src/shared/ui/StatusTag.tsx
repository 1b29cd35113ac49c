import { Tag } from 'antd';
import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  ExclamationCircleOutlined,
  MinusCircleOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { statusLook, type StatusTone } from './statusLook';

const ICONS: Record<StatusTone, ReactNode> = {
  error: <CloseCircleOutlined />,
  warning: <ExclamationCircleOutlined />,
  success: <CheckCircleOutlined />,
  processing: <ClockCircleOutlined />,
  default: <MinusCircleOutlined />,
};

/** A node or opinion status: icon, colour and always the text label (colour is never alone). */
export function StatusTag({ status, label }: { status: string | null | undefined; label?: string }) {
  const { t } = useTranslation('approval');
  const look = statusLook(status);
  return (
    <Tag icon={ICONS[look.tone]} color={look.tone} data-status={status ?? ''} data-tone={look.tone}>
      {label || t(look.labelKey)}
    </Tag>
  );
}
