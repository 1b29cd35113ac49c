import { Button, Modal } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { approvalQueries } from '../queries';
import { OpinionTable } from './OpinionTable';

/** The processing records of an instance, with a refresh button. */
export function ProcessRecordDialog({ instId, open, onClose }: { instId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('approval');
  const queryClient = useQueryClient();
  const options = approvalQueries.opinions(instId);
  const { data, isFetching } = useQuery({ ...options, enabled: open });
  return (
    <Modal
      open={open}
      onCancel={onClose}
      width={1100}
      title={t('record.title')}
      footer={[
        <Button
          key="refresh"
          icon={<ReloadOutlined />}
          loading={isFetching}
          onClick={() => void queryClient.invalidateQueries({ queryKey: options.queryKey })}
        >
          {t('record.refresh')}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {t('common.close')}
        </Button>,
      ]}
    >
      <OpinionTable rows={data} loading={isFetching} />
    </Modal>
  );
}
