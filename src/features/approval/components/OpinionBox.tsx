import { App, Button, Input, Select, Space } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { approvalQueries } from '../queries';
import { useSaveOpinion } from '../mutations';

export const OPINION_MAX_LENGTH = 2000;

interface Props {
  value: string;
  onChange: (value: string) => void;
  required: boolean;
  instId?: string;
  taskId?: string;
  status?: 'error';
}

/** The opinion text with the user's common approval words and a save-for-later button. */
export function OpinionBox({ value, onChange, required, instId, taskId, status }: Props) {
  const { t } = useTranslation('approval');
  const { message } = App.useApp();
  const items = useQuery(approvalQueries.approvalItems());
  const save = useSaveOpinion({ instId, taskId }, () => message.success(t('opinionBox.saved')));
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Select
          style={{ minWidth: 240 }}
          placeholder={t('opinionBox.commonWords')}
          aria-label={t('opinionBox.commonWords')}
          loading={items.isLoading}
          value={null}
          options={(items.data?.rows ?? []).map((i) => ({ value: i.expression, label: i.expression }))}
          onChange={(word: string) => onChange(value ? `${value}${word}` : word)}
        />
        {instId && taskId ? (
          <Button icon={<SaveOutlined />} loading={save.isPending} disabled={!value.trim()} onClick={() => save.mutate(value)}>
            {t('opinionBox.save')}
          </Button>
        ) : null}
      </Space>
      <Input.TextArea
        aria-label={t('opinionBox.label')}
        aria-required={required}
        status={status}
        placeholder={required ? t('opinionBox.placeholderRequired') : t('opinionBox.placeholder')}
        autoSize={{ minRows: 3, maxRows: 8 }}
        maxLength={OPINION_MAX_LENGTH}
        showCount
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Space>
  );
}
