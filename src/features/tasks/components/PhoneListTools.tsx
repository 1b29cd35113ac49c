import { useState, type ReactNode } from 'react';
import { Badge, Button, Drawer, Space } from 'antd';
import { CheckSquareOutlined, CloseOutlined, FilterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { TypeTreePanel } from './TypeTreePanel';
import type { TypeTreeNode } from '../lib/typeTree';
import styles from './cards.module.css';

interface Props {
  /** the subject search box (and the leader picker of the leader tabs) */
  search: ReactNode;
  nodes: TypeTreeNode[];
  loading: boolean;
  typeKey?: string;
  onType: (key: string | undefined) => void;
  /** the tab has batch actions (print, and agree on the to-do tab): a Select button switches the cards' checkboxes */
  canSelect: boolean;
  selecting: boolean;
  onSelecting: (on: boolean) => void;
}

/**
 * The phone's tools above the cards: search, the flow categories in a sheet from the bottom (the desktop's
 * tree beside the list) and the selection mode that the desktop's checkbox column is.
 */
export function PhoneListTools({ search, nodes, loading, typeKey, onType, canSelect, selecting, onSelecting }: Props) {
  const { t } = useTranslation('tasks');
  const [open, setOpen] = useState(false);
  return (
    <Space orientation="vertical" style={{ width: '100%', marginBottom: 8 }}>
      {search}
      <div className={styles.tools}>
        <Badge dot={Boolean(typeKey)}>
          <Button icon={<FilterOutlined />} type={typeKey ? 'primary' : 'default'} ghost={Boolean(typeKey)} onClick={() => setOpen(true)}>
            {t('phone.category')}
          </Button>
        </Badge>
        {canSelect ? (
          <Button
            icon={selecting ? <CloseOutlined /> : <CheckSquareOutlined />}
            aria-pressed={selecting}
            onClick={() => onSelecting(!selecting)}
          >
            {selecting ? t('phone.endSelect') : t('phone.select')}
          </Button>
        ) : null}
      </div>
      <Drawer
        open={open}
        placement="bottom"
        size="70%"
        title={t('tree.title')}
        onClose={() => setOpen(false)}
        extra={
          typeKey ? (
            <Button
              size="small"
              onClick={() => {
                onType(undefined);
                setOpen(false);
              }}
            >
              {t('phone.allCategories')}
            </Button>
          ) : null
        }
      >
        <TypeTreePanel
          nodes={nodes}
          loading={loading}
          selectedKey={typeKey}
          onSelect={(key) => {
            onType(key);
            setOpen(false);
          }}
        />
      </Drawer>
    </Space>
  );
}
