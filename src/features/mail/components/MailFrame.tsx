import { useEffect, useMemo, useState } from 'react';
import type { MailAttachment } from '@contract/mail';
import { preview } from '@/api/files';
import { MAIL_FRAME_SANDBOX, mailFrameDocument } from '../lib/frame';
import styles from './mail.module.css';

const MAX_INLINE_BYTES = 2_000_000;

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}

/**
 * Inline pictures (cid:, served as `<img data-file-id>`) as data: addresses: the sandboxed frame has no origin and the file service
 * needs the token headers, so the pictures are fetched here and handed over as data.
 */
function useInlinePictures(html: string, attachments: MailAttachment[]): Map<string, string> {
  const [pictures, setPictures] = useState<Map<string, string>>(() => new Map());
  const wanted = useMemo(
    () =>
      attachments.filter((a) => a.inline && a.contentType.startsWith('image/') && a.size <= MAX_INLINE_BYTES && html.includes(a.fileId)),
    [html, attachments],
  );
  useEffect(() => {
    if (!wanted.length) return;
    let live = true;
    void Promise.all(
      wanted.map(async (a) => {
        try {
          const data = await readAsDataUrl((await preview(a.fileId, { silent: true })).blob);
          return [a, data] as const;
        } catch {
          return null;
        }
      }),
    ).then((found) => {
      if (!live) return;
      const map = new Map<string, string>();
      for (const entry of found) {
        if (!entry) continue;
        map.set(entry[0].fileId, entry[1]);
      }
      setPictures(map);
    });
    return () => {
      live = false;
    };
  }, [wanted]);
  return pictures;
}

interface Props {
  html: string;
  allowRemote: boolean;
  attachments: MailAttachment[];
  title: string;
}

/** The mail's body in a sandboxed frame: no scripts, no same origin, links in a new tab without an opener. */
export function MailFrame({ html, allowRemote, attachments, title }: Props) {
  const inline = useInlinePictures(html, attachments);
  const srcDoc = useMemo(() => mailFrameDocument(html, { allowRemote, inline }), [html, allowRemote, inline]);
  return <iframe className={styles.frame} sandbox={MAIL_FRAME_SANDBOX} srcDoc={srcDoc} title={title} referrerPolicy="no-referrer" />;
}
