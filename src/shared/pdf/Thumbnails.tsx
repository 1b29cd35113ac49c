import { useState } from 'react';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { PdfPage } from './PdfPage';
import type { PdfDocument } from './types';

/** Width of a thumbnail in CSS pixels. */
const THUMB_WIDTH = 112;

interface Props {
  doc: PdfDocument;
  current: number;
  onPick: (pageNumber: number) => void;
}

/** The strip of page thumbnails: each drawn when scrolled near, a click (or Enter) goes to its page. */
export function Thumbnails({ doc, current, onPick }: Props) {
  const { t } = useTranslation('print');
  const { token } = theme.useToken();
  const [strip, setStrip] = useState<HTMLElement | null>(null);
  return (
    <nav
      ref={setStrip}
      aria-label={t('viewer.thumbnails')}
      style={{
        width: THUMB_WIDTH + 32,
        flex: 'none',
        overflowY: 'auto',
        padding: '8px 0',
        borderRight: `1px solid ${token.colorSplit}`,
        background: token.colorBgLayout,
      }}
    >
      <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {doc.pageSizes.map((size, i) => {
          const n = i + 1;
          const active = n === current;
          return (
            <li key={n} style={{ display: 'flex', justifyContent: 'center', padding: '6px 0' }}>
              <button
                type="button"
                onClick={() => onPick(n)}
                aria-label={t('viewer.goToPage', { page: n })}
                aria-current={active ? 'page' : undefined}
                style={{
                  padding: 2,
                  border: `2px solid ${active ? token.colorPrimary : 'transparent'}`,
                  borderRadius: token.borderRadiusSM,
                  background: 'none',
                  cursor: 'pointer',
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  gap: 2,
                  color: token.colorTextSecondary,
                }}
              >
                <PdfPage doc={doc} pageNumber={n} scale={THUMB_WIDTH / size.width} root={strip} />
                <span aria-hidden>{n}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
