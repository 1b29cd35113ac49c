import { Suspense, useState } from 'react';
import { SkinOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ThemeDrawer } from '@/features/theme';
import { TipButton } from '@/shared/ui/TipButton';

/** The theme button of the top bar and its settings drawer. */
export function ThemeBar() {
  const { t } = useTranslation('theme');
  const [open, setOpen] = useState(false);
  // mounted from the first opening on, so the drawer can animate closed
  const [used, setUsed] = useState(false);
  return (
    <>
      <TipButton
        tip={t('drawer.open')}
        type="text"
        icon={<SkinOutlined />}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      />
      {used && (
        <Suspense fallback={null}>
          <ThemeDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
