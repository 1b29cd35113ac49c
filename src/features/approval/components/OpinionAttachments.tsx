import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttachedFile } from '../lib/attachments';
import { FileList, UploadButton } from '@/shared/form-runtime';

/** Files attached to an opinion: uploaded at once, listed with download and remove. */
export function OpinionAttachments({ files, onChange }: { files: AttachedFile[]; onChange: (files: AttachedFile[]) => void }) {
  const { t } = useTranslation('approval');
  // several uploads may finish before the new list comes back: add to the latest one
  const latest = useRef(files);
  latest.current = files;
  return (
    <div>
      <UploadButton
        label={t('files.attach')}
        onStored={(stored) => {
          latest.current = [...latest.current, ...stored.map((s) => ({ id: s.fileId, name: s.fileName, size: s.size }))];
          onChange(latest.current);
        }}
      />
      {files.length ? <FileList files={files} onRemove={(id) => onChange(files.filter((x) => x.id !== id))} /> : null}
    </div>
  );
}
