import { useEffect, useState } from 'react';
import type { PdfDocument } from './types';

export type PdfState = { phase: 'idle' } | { phase: 'loading' } | { phase: 'ready'; doc: PdfDocument } | { phase: 'error'; error: unknown };

/**
 * Opens `blob` as a PDF with pdfjs, loaded on first use through a dynamic import (engine.ts), so
 * that pdfjs stays out of every chunk but its own. The document is destroyed when the blob changes
 * or the viewer closes.
 */
export function usePdfDocument(blob: Blob | null): PdfState {
  const [state, setState] = useState<PdfState>({ phase: 'idle' });
  useEffect(() => {
    if (!blob) {
      setState({ phase: 'idle' });
      return;
    }
    let cancelled = false;
    let opened: PdfDocument | null = null;
    setState({ phase: 'loading' });
    (async () => {
      try {
        const [{ openPdf }, bytes] = await Promise.all([import('./engine'), blob.arrayBuffer()]);
        const doc = await openPdf(bytes);
        if (cancelled) {
          void doc.destroy();
          return;
        }
        opened = doc;
        setState({ phase: 'ready', doc });
      } catch (error) {
        if (!cancelled) setState({ phase: 'error', error });
      }
    })();
    return () => {
      cancelled = true;
      if (opened) void opened.destroy();
    };
  }, [blob]);
  return state;
}
