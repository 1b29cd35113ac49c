import { Suspense, useState } from 'react';
import { Button, Tooltip } from 'antd';
import { SkinOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ThemeDrawer } from '@/features/theme';

/** The theme button of the top bar and its settings drawer. */
export function ThemeBar() {
  const { t } = useTranslation('theme');
  const [open, setOpen] = useState(false);
  // mounted from the first opening on, so the drawer can animate closed
  const [used, setUsed] = useState(false);
  return (
    <>
      <Tooltip title={t('drawer.open')}>
        <Button
          type="text"
          aria-label={t('drawer.open')}
          icon={<SkinOutlined />}
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
        />
      </Tooltip>
      {used && (
        <Suspense fallback={null}>
          <ThemeDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
