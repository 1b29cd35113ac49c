import { cloneElement, isValidElement, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CardPerson } from '../lib/person';
import { UserCardContent } from './UserCardContent';

export interface UserCardProps {
  /** the person as far as already known (search and contact rows know all the card shows) */
  person?: CardPerson;
  /** account or user id to look the person up with when `person` is not given */
  accountOrId?: string;
  /** the one element that opens the card on click (a name, an avatar, a list row) */
  children: ReactNode;
}

type Clickable = ReactElement<{ onClick?: (e: MouseEvent) => void }>;

/**
 * A colleague's card (spec 01 §2): avatar, name, account, org, post, e-mail, mobile, Communicate.
 * The popover is created on the first click only: long lists of people stay light.
 */
export function UserCard({ person, accountOrId, children }: UserCardProps) {
  const { t } = useTranslation('contacts');
  const [open, setOpen] = useState(false);
  const [armed, setArmed] = useState(false);

  if (!armed && isValidElement(children)) {
    const child = children as Clickable;
    return cloneElement(child, {
      onClick: (e: MouseEvent) => {
        child.props.onClick?.(e);
        setArmed(true);
        setOpen(true);
      },
    });
  }
  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      destroyOnHidden
      aria-label={t('card.title')}
      content={open ? <UserCardContent person={person} accountOrId={accountOrId} /> : null}
    >
      {children}
    </Popover>
  );
}
