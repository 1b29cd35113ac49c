import { Button, Space, Tooltip, Typography } from 'antd';
import {
  CloseOutlined,
  ColumnWidthOutlined,
  DownloadOutlined,
  LeftOutlined,
  MenuUnfoldOutlined,
  PrinterOutlined,
  RightOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_SCALE, MIN_SCALE } from './zoom';

export interface ToolbarProps {
  /** pages of the document; 0 while it loads */
  total: number;
  page: number;
  scale: number;
  fit: boolean;
  /** the thumbnail strip's switch is offered (not at phone width) */
  thumbsToggle: boolean;
  thumbsShown: boolean;
  /** pages drawn for printing so far, while printing */
  printing: { done: number; total: number } | null;
  canDownload: boolean;
  onPage: (page: number) => void;
  onZoom: (direction: 1 | -1) => void;
  onFit: () => void;
  onThumbs: () => void;
  onPrint: () => void;
  onDownload: () => void;
  onClose: () => void;
}

function Tool({ label, icon, ...rest }: { label: string; icon: ReactNode; onClick: () => void; disabled?: boolean; loading?: boolean }) {
  return (
    <Tooltip title={label}>
      <Button type="text" icon={icon} aria-label={label} {...rest} />
    </Tooltip>
  );
}

/** The viewer's tools: thumbnails, pages, zoom, print, download and close; every button named for screen readers. */
export function PdfToolbar(p: ToolbarProps) {
  const { t } = useTranslation('print');
  const ready = p.total > 0;
  return (
    <div
      role="toolbar"
      aria-label={t('viewer.toolbar')}
      style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 4, padding: '4px 8px' }}
    >
      {p.thumbsToggle ? (
        <Tooltip title={t('viewer.thumbnails')}>
          <Button
            type={p.thumbsShown ? 'default' : 'text'}
            icon={<MenuUnfoldOutlined />}
            aria-label={t('viewer.thumbnails')}
            aria-pressed={p.thumbsShown}
            disabled={!ready}
            onClick={p.onThumbs}
          />
        </Tooltip>
      ) : null}
      <Space size={0}>
        <Tool
          label={t('viewer.previousPage')}
          icon={<LeftOutlined />}
          disabled={!ready || p.page <= 1}
          onClick={() => p.onPage(p.page - 1)}
        />
        <Typography.Text aria-live="polite" style={{ minWidth: 64, textAlign: 'center', whiteSpace: 'nowrap' }}>
          {ready ? t('viewer.pageOf', { page: p.page, total: p.total }) : ''}
        </Typography.Text>
        <Tool
          label={t('viewer.nextPage')}
          icon={<RightOutlined />}
          disabled={!ready || p.page >= p.total}
          onClick={() => p.onPage(p.page + 1)}
        />
      </Space>
      <Space size={0}>
        <Tool
          label={t('viewer.zoomOut')}
          icon={<ZoomOutOutlined />}
          disabled={!ready || p.scale <= MIN_SCALE}
          onClick={() => p.onZoom(-1)}
        />
        <Typography.Text style={{ minWidth: 48, textAlign: 'center' }} aria-label={t('viewer.zoomLevel')}>
          {ready ? `${Math.round(p.scale * 100)}%` : ''}
        </Typography.Text>
        <Tool label={t('viewer.zoomIn')} icon={<ZoomInOutlined />} disabled={!ready || p.scale >= MAX_SCALE} onClick={() => p.onZoom(1)} />
        <Tooltip title={t('viewer.fitWidth')}>
          <Button
            type={p.fit ? 'default' : 'text'}
            icon={<ColumnWidthOutlined />}
            aria-label={t('viewer.fitWidth')}
            aria-pressed={p.fit}
            disabled={!ready}
            onClick={p.onFit}
          />
        </Tooltip>
      </Space>
      <span style={{ flex: 1 }} />
      <Space size={4} wrap>
        <Button icon={<PrinterOutlined />} disabled={!ready} loading={p.printing !== null} onClick={p.onPrint}>
          {p.printing ? t('viewer.preparing', p.printing) : t('viewer.print')}
        </Button>
        <Button icon={<DownloadOutlined />} disabled={!p.canDownload} onClick={p.onDownload}>
          {t('viewer.download')}
        </Button>
        <Tool label={t('viewer.close')} icon={<CloseOutlined />} onClick={p.onClose} />
      </Space>
    </div>
  );
}
