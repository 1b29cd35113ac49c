import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { lazySlot } from '../ui/lazySlot';
import type { PdfFile, PdfViewerProps } from './PdfViewer';

/** The viewer as a chunk of its own: it (and pdfjs after it) loads when a PDF is first shown. */
export const PdfViewer = lazySlot<PdfViewerProps>(() => import('./PdfViewer').then((m) => m.PdfViewer));

interface Shown {
  file: PdfFile | null;
  loading: boolean;
  error: string | null;
  title?: string;
  onPrinted?: () => void;
}

interface ShowOptions {
  title?: string;
  onPrinted?: () => void;
}

export interface PdfPreview {
  /** opens the viewer at once (converting…) and shows what `load` gives, or why it failed */
  show: (load: () => Promise<PdfFile>, options?: ShowOptions) => Promise<void>;
  /** opens the viewer on a file at hand */
  present: (file: PdfFile, options?: ShowOptions) => void;
  /** the file shown now, if any */
  file: PdfFile | null;
  busy: boolean;
  /** the viewer itself: render it once where the hook is used */
  viewer: ReactNode;
}

/**
 * A PDF viewer opened from code: `show(load)` opens it with a loading state while the file is
 * fetched or converted. A later `show` supersedes one still loading; closing drops the file.
 */
export function usePdfPreview(): PdfPreview {
  const { t } = useTranslation('print');
  const [shown, setShown] = useState<Shown | null>(null);
  const latest = useRef(0);

  const show: PdfPreview['show'] = async (load, options = {}) => {
    const ticket = ++latest.current;
    setShown({ file: null, loading: true, error: null, ...options });
    try {
      const file = await load();
      if (ticket === latest.current) setShown((s) => (s ? { ...s, file, loading: false } : s));
    } catch (error) {
      const text = error instanceof Error && error.message ? error.message : t('viewer.failed');
      if (ticket === latest.current) setShown((s) => (s ? { ...s, loading: false, error: text } : s));
    }
  };

  const present: PdfPreview['present'] = (file, options = {}) => {
    latest.current++;
    setShown({ file, loading: false, error: null, ...options });
  };

  const close = () => {
    latest.current++;
    setShown(null);
  };

  return {
    show,
    present,
    file: shown?.file ?? null,
    busy: shown?.loading ?? false,
    viewer: shown ? (
      <PdfViewer
        open
        file={shown.file}
        loading={shown.loading}
        error={shown.error}
        title={shown.title}
        onClose={close}
        onPrinted={shown.onPrinted}
      />
    ) : null,
  };
}
