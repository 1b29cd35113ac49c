import { Suspense, lazy, useState } from 'react';
import { Badge, Button, Popover, Spin } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { asyncEventsQuery } from '../queries';

// the list and its actions load on the first hover: the first screen only shows the button
const AsyncEventList = lazy(() => import('./AsyncEventList').then((m) => ({ default: m.AsyncEventList })));

/** The top bar's file-download notice: its popover lists the user's async export events on hover. */
export function DownloadNotice({ labelled = false }: { labelled?: boolean }) {
  const { t } = useTranslation('downloads');
  const [open, setOpen] = useState(false);
  // loaded on first hover, kept while the popover is open, refreshed on the next opening
  const events = useQuery({ ...asyncEventsQuery(), enabled: open, refetchOnMount: 'always' });
  const running = (events.data?.rows ?? []).filter((e) => e.status === 'running' || e.status === 'pending').length;

  return (
    <Popover
      trigger={['hover', 'focus']}
      open={open}
      onOpenChange={setOpen}
      placement="bottomRight"
      title={t('title')}
      content={
        <Suspense fallback={<Spin size="small" />}>
          <AsyncEventList query={events} />
        </Suspense>
      }
    >
      {labelled ? (
        // the phone's More list: the icon with its name
        <Button type="text" block aria-haspopup="dialog" aria-expanded={open} icon={<DownloadOutlined aria-hidden />}>
          <Badge dot={running > 0} offset={[6, 0]}>
            {t('label')}
          </Badge>
        </Button>
      ) : (
        <Button type="text" aria-label={t('label')} aria-haspopup="dialog" aria-expanded={open}>
          <Badge dot={running > 0}>
            <DownloadOutlined style={{ fontSize: 18 }} />
          </Badge>
        </Button>
      )}
    </Popover>
  );
}
