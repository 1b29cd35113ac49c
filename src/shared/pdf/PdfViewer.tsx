import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { App, ConfigProvider, Grid, Modal, Result, Spin, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveDownload } from '@/api/files';
import { PdfPage } from './PdfPage';
import { PdfToolbar } from './PdfToolbar';
import { Thumbnails } from './Thumbnails';
import { printPdf } from './print';
import { usePdfDocument } from './usePdfDocument';
import { PDF_VIEWER_Z_INDEX } from './constants';
import { PAGE_GUTTER, effectiveScale, pageAtOffset, pageTops, stepZoom, type Zoom } from './zoom';

export interface PdfFile {
  blob: Blob;
  /** the name a download gets */
  fileName: string;
}

export interface PdfViewerProps {
  open: boolean;
  file: PdfFile | null;
  /** the file is still being fetched or converted */
  loading?: boolean;
  /** fetching or converting failed: said instead of pages */
  error?: string | null;
  /** the heading; the file name when left out */
  title?: string;
  onClose: () => void;
  /** the document went to the browser's print dialog */
  onPrinted?: () => void;
}

/**
 * A PDF in a full-window layer: pages in one scrolled column drawn as they come near, thumbnails
 * beside them (not at phone width), zoom, print and download. Esc closes it.
 */
export function PdfViewer({ open, file, loading, error, title, onClose, onPrinted }: PdfViewerProps) {
  const { t } = useTranslation('print');
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const screens = Grid.useBreakpoint();
  const wide = screens.md === true;
  const state = usePdfDocument(open ? (file?.blob ?? null) : null);
  const doc = state.phase === 'ready' ? state.doc : null;

  const [zoom, setZoom] = useState<Zoom>({ kind: 'fit' });
  const [page, setPage] = useState(1);
  const [thumbs, setThumbs] = useState(true);
  const [printing, setPrinting] = useState<{ done: number; total: number } | null>(null);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const [viewWidth, setViewWidth] = useState(0);

  // a new document starts at its first page, as wide as the view
  useEffect(() => {
    setPage(1);
    setZoom({ kind: 'fit' });
  }, [doc]);

  useEffect(() => {
    if (!scroller) return;
    setViewWidth(scroller.clientWidth);
    const observer = new ResizeObserver(() => setViewWidth(scroller.clientWidth));
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [scroller]);

  const widths = useMemo(() => doc?.pageSizes.map((s) => s.width) ?? [], [doc]);
  const scale = effectiveScale(zoom, viewWidth, widths);
  const tops = useMemo(() => pageTops(doc?.pageSizes.map((s) => s.height) ?? [], scale), [doc, scale]);

  // at a new scale the page being read stays in view
  const shownScale = useRef(scale);
  useLayoutEffect(() => {
    const before = shownScale.current;
    shownScale.current = scale;
    if (scroller && before !== scale) scroller.scrollTop = scroller.scrollTop * (scale / before);
  }, [scale, scroller]);

  const goTo = useCallback(
    (n: number) => {
      if (!doc) return;
      const target = Math.min(doc.numPages, Math.max(1, n));
      setPage(target);
      if (scroller) scroller.scrollTop = tops[target - 1] - PAGE_GUTTER / 2;
    },
    [doc, scroller, tops],
  );

  const print = async () => {
    if (!doc) return;
    setPrinting({ done: 0, total: doc.numPages });
    try {
      await printPdf(doc, (done, total) => setPrinting({ done, total }));
      onPrinted?.();
    } catch {
      message.error(t('viewer.printFailed'));
    } finally {
      setPrinting(null);
    }
  };

  const heading = title ?? file?.fileName ?? t('viewer.title');
  // tooltips inside the viewer stack above it; antd measures their z-index from this base
  return (
    <ConfigProvider theme={{ token: { zIndexPopupBase: PDF_VIEWER_Z_INDEX } }}>
      <Modal
        open={open}
        onCancel={onClose}
        title={heading}
        closable={false}
        footer={null}
        keyboard
        destroyOnHidden
        zIndex={PDF_VIEWER_Z_INDEX}
        width="100vw"
        style={{ top: 0, maxWidth: '100vw', margin: 0, padding: 0 }}
        styles={{
          container: { height: '100vh', padding: 0, borderRadius: 0, display: 'flex', flexDirection: 'column' },
          header: { margin: 0, padding: '8px 12px 0' },
          body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' },
        }}
      >
        <PdfToolbar
          total={doc?.numPages ?? 0}
          page={page}
          scale={scale}
          fit={zoom.kind === 'fit'}
          thumbsToggle={wide}
          thumbsShown={thumbs}
          printing={printing}
          canDownload={Boolean(file)}
          onPage={goTo}
          onZoom={(direction) => setZoom({ kind: 'scale', scale: stepZoom(scale, direction) })}
          onFit={() => setZoom({ kind: 'fit' })}
          onThumbs={() => setThumbs((v) => !v)}
          onPrint={() => void print()}
          onDownload={() => file && saveDownload(file, file.fileName)}
          onClose={onClose}
        />
        <div style={{ flex: 1, minHeight: 0, display: 'flex', borderTop: `1px solid ${token.colorSplit}` }}>
          {doc && wide && thumbs ? <Thumbnails doc={doc} current={page} onPick={goTo} /> : null}
          <div
            ref={setScroller}
            tabIndex={0}
            aria-label={t('viewer.pages')}
            role="region"
            onScroll={(e) => setPage(pageAtOffset(e.currentTarget.scrollTop, e.currentTarget.clientHeight, tops))}
            style={{ flex: 1, minWidth: 0, overflow: 'auto', background: token.colorBgLayout, outline: 'none' }}
          >
            {error ? (
              <Result status="warning" title={t('viewer.failed')} subTitle={error} />
            ) : loading || state.phase === 'loading' || (file && state.phase === 'idle') ? (
              <Spin
                size="large"
                style={{ display: 'block', margin: '20vh auto' }}
                aria-label={loading ? t('viewer.converting') : t('viewer.loading')}
              >
                <div style={{ paddingTop: 64, textAlign: 'center' }}>{loading ? t('viewer.converting') : t('viewer.loading')}</div>
              </Spin>
            ) : state.phase === 'error' ? (
              <Result status="warning" title={t('viewer.unreadable')} />
            ) : doc ? (
              <div
                style={{
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  gap: PAGE_GUTTER,
                  width: 'max-content',
                  minWidth: '100%',
                  padding: PAGE_GUTTER,
                  boxSizing: 'border-box',
                }}
              >
                {doc.pageSizes.map((_, i) => (
                  <PdfPage
                    key={i}
                    doc={doc}
                    pageNumber={i + 1}
                    scale={scale}
                    root={scroller}
                    label={t('viewer.pageLabel', { page: i + 1 })}
                  />
                ))}
              </div>
            ) : null}
          </div>
        </div>
      </Modal>
    </ConfigProvider>
  );
}
