import { Suspense, useState } from 'react';
import { Button } from 'antd';
import { SkinOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ThemeDrawer } from '@/features/theme';
import { TipButton } from '@/shared/ui/TipButton';

/** The theme button of the top bar and its settings drawer. */
export function ThemeBar({ labelled = false }: { labelled?: boolean }) {
  const { t } = useTranslation('theme');
  const [open, setOpen] = useState(false);
  // mounted from the first opening on, so the drawer can animate closed
  const [used, setUsed] = useState(false);
  const show = () => {
    setUsed(true);
    setOpen(true);
  };
  return (
    <>
      {labelled ? (
        <Button type="text" block icon={<SkinOutlined aria-hidden />} onClick={show}>
          {t('drawer.open')}
        </Button>
      ) : (
        <TipButton tip={t('drawer.open')} type="text" icon={<SkinOutlined />} onClick={show} />
      )}
      {used && (
        <Suspense fallback={null}>
          <ThemeDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
