import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { PdfDocument } from './types';

interface Props {
  doc: PdfDocument;
  pageNumber: number;
  scale: number;
  /** the scrolled box: the page draws itself when it comes within a screen of it */
  root: Element | null;
  /** what a screen reader hears; none for a decorative copy (a thumbnail inside a labelled button) */
  label?: string;
  style?: CSSProperties;
}

/**
 * One page as a canvas of its final size from the start (so the column does not jump), drawn when
 * it comes near the view and again at a new scale; a page scrolled past before it finished is
 * cancelled.
 */
export function PdfPage({ doc, pageNumber, scale, root, label, style }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  const size = doc.pageSizes[pageNumber - 1];

  useEffect(() => {
    const el = canvas.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setNear(entries.some((e) => e.isIntersecting)), {
      root,
      rootMargin: '100% 0px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [root]);

  useEffect(() => {
    const el = canvas.current;
    if (!near || !el) return;
    const job = doc.renderPage(pageNumber, el, scale);
    // a cancelled job rejects; any other failure leaves the page blank rather than the viewer broken
    job.promise.catch(() => {});
    return () => job.cancel();
  }, [doc, pageNumber, scale, near]);

  return (
    <canvas
      ref={canvas}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      data-page={pageNumber}
      style={{
        display: 'block',
        flex: 'none',
        width: Math.floor(size.width * scale),
        height: Math.floor(size.height * scale),
        background: '#fff',
        boxShadow: '0 1px 4px rgba(0, 0, 0, 0.3)',
        ...style,
      }}
    />
  );
}
