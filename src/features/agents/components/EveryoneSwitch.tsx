import { useState, type ReactNode } from 'react';
import { Space, Switch } from 'antd';
import { useAuthStore } from '@/shared/session';

/**
 * The rule lists' "everyone's" switch: an administrator may look at every person's rules (isMgr); anyone else sees
 * their own and no switch. Gives the caller's id beside it (a rule's owner is the one who may change it).
 */
export function useEveryoneSwitch(label: string): { userId: string; everyone: boolean; toolbar: ReactNode } {
  const userId = useAuthStore((s) => s.userId);
  const isAdmin = useAuthStore((s) => s.isAdmin);
  const [everyone, setEveryone] = useState(false);
  const toolbar = isAdmin ? (
    <Space>
      <Switch checked={everyone} onChange={setEveryone} aria-label={label} />
      {label}
    </Space>
  ) : null;
  return { userId, everyone, toolbar };
}
