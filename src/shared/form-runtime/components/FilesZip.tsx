import { useState } from 'react';
import { App, Button, Checkbox, Space } from 'antd';
import { FileZipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { bathcDownloadFile, saveDownload } from '@/api/files';

interface Props {
  fileIds: string[];
  /** the ids ticked for the zip */
  selected: string[];
  onSelect: (ids: string[]) => void;
  /** the zip's name without .zip (the server's content-disposition name wins) */
  zipName: string;
}

/**
 * Batch download (bathcDownloadFile): the ticked files of a list as one zip. The server checks the
 * caller may read every file and refuses the whole zip otherwise.
 */
export function FilesZip({ fileIds, selected, onSelect, zipName }: Props) {
  const { t } = useTranslation('approval');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const all = selected.length === fileIds.length;
  const save = async () => {
    setBusy(true);
    try {
      saveDownload(await bathcDownloadFile(selected, zipName, { silent: true }), `${zipName}.zip`);
    } catch {
      void message.error(t('files.zipFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space wrap>
      <Checkbox checked={all} indeterminate={selected.length > 0 && !all} onChange={(e) => onSelect(e.target.checked ? fileIds : [])}>
        {t('files.selectAll')}
      </Checkbox>
      <Button size="small" icon={<FileZipOutlined />} disabled={!selected.length} loading={busy} onClick={() => void save()}>
        {t('files.zip', { count: selected.length })}
      </Button>
    </Space>
  );
}
