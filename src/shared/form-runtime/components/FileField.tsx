import { useRef, useState } from 'react';
import { PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FileList, UploadButton } from './Files';

interface Props {
  value?: string[] | string | null;
  onChange?: (value: string[]) => void;
  readOnly?: boolean;
  id?: string;
}

const asList = (v: Props['value']): string[] => (Array.isArray(v) ? v : v ? [v] : []);

/** A file field of the form: its value is the list of stored file ids. */
export function FileField({ value, onChange, readOnly, id }: Props) {
  const { t } = useTranslation('approval');
  const ids = asList(value);
  // several uploads may finish before the form hands the new value back: add to the latest list
  const latest = useRef(ids);
  latest.current = ids;
  const [names, setNames] = useState<Record<string, string>>({});

  return (
    <div id={id}>
      {ids.length ? (
        <FileList
          files={ids.map((fileId) => ({ id: fileId, name: names[fileId] }))}
          onRemove={readOnly ? undefined : (fileId) => onChange?.(ids.filter((x) => x !== fileId))}
          icon={
            <>
              <PaperClipOutlined />{' '}
            </>
          }
        />
      ) : readOnly ? (
        <span>-</span>
      ) : null}
      {readOnly ? null : (
        <UploadButton
          label={t('files.upload')}
          onStored={(stored) => {
            setNames((n) => ({ ...n, ...Object.fromEntries(stored.map((s) => [s.fileId, s.fileName])) }));
            latest.current = [...latest.current, ...stored.map((s) => s.fileId)];
            onChange?.(latest.current);
          }}
        />
      )}
    </div>
  );
}
