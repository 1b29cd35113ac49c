import { useEffect, useEffectEvent } from 'react';
import { Button, DatePicker, Form, Input, Modal, Select, Skeleton, Switch, Tabs, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { NEWS_LANGUAGES } from '@contract/portal-news';
import type { NewsCategory, NewsEdit, NewsSave, NewsTexts } from '@/api/newsAdmin';
import { RichTextEditor } from '@/shared/form-runtime';
import { formatDateTime } from '@/shared/time';
import { useAppApis } from '@/shared/ui/useAppApis';
import { newsAdminQueries, useSaveNews } from './adminQueries';

interface Values {
  classifyId?: string;
  isTop: boolean;
  publishAt: Dayjs | null;
  title: NewsTexts;
  summary: NewsTexts;
  content: NewsTexts;
}

interface Props {
  open: boolean;
  /** the item to edit; null writes a new one */
  id: string | null;
  categories: NewsCategory[];
  /** a new item's category */
  defaultCategory?: string;
  onClose: () => void;
}

/** What the form starts from: an item's texts, or an empty item. A past time of a draft is not kept (publishing is "now"). */
function startValues(item: NewsEdit | undefined, defaultCategory: string | undefined): Values {
  if (!item) return { classifyId: defaultCategory, isTop: false, publishAt: null, title: {}, summary: {}, content: {} };
  const time = dayjs(item.publishTime);
  const keepTime = item.status !== 'draft' || time.isAfter(dayjs());
  return {
    classifyId: item.classifyId,
    isTop: item.isTop,
    publishAt: keepTime ? time : null,
    title: item.title,
    summary: item.summary,
    content: item.content,
  };
}

/**
 * Writes or changes a news item: its category, a title, summary and body per language (zh-CN is what readers of an
 * empty language see), a publish time (empty: at once) and pinning; saved as a draft or published. The save names the
 * version the item was read at: another administrator's save in between is refused by the server, which says so.
 */
export function NewsEditDialog({ open, id, categories, defaultCategory, onClose }: Props) {
  const { t } = useTranslation('newsAdmin');
  const { message } = useAppApis();
  const [form] = Form.useForm<Values>();
  const item = useQuery({ ...newsAdminQueries.item(id ?? ''), enabled: open && id !== null });
  const save = useSaveNews();
  const loading = id !== null && item.isPending;
  const loaded = id === null ? undefined : item.data;

  // the form is filled once per opening, when its item is there
  const fill = useEffectEvent(() => form.setFieldsValue(startValues(loaded, defaultCategory)));
  useEffect(() => {
    if (open && !loading) fill();
  }, [open, loading, loaded]);

  const submit = (publish: boolean) =>
    void form.validateFields().then(
      (v) => {
        const body: NewsSave = {
          ...(loaded ? { id: loaded.id, version: loaded.version } : {}),
          classifyId: v.classifyId ?? '',
          title: v.title,
          summary: v.summary,
          content: v.content,
          publishAt: v.publishAt ? v.publishAt.toISOString() : null,
          isTop: v.isTop,
          publish,
        };
        save.mutate(body, {
          onSuccess: (answer) => {
            const time = formatDateTime(v.publishAt ? v.publishAt.toISOString() : null);
            message.success(
              answer.status === 'scheduled' ? t('scheduledSaved', { time }) : answer.status === 'published' ? t('published') : t('saved'),
            );
            onClose();
          },
        });
      },
      () => undefined,
    );

  const langName = (lang: string) => t(`lang.${lang}`);
  const titleRule = ({ getFieldValue }: { getFieldValue: (name: string[]) => unknown }) => ({
    validator: async () => {
      const any = NEWS_LANGUAGES.some((l) => String(getFieldValue(['title', l]) ?? '').trim());
      if (!any) throw new Error(t('dialog.titleRequired'));
    },
  });

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={id === null ? t('dialog.add') : t('dialog.edit')}
      width={820}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('dialog.cancel')}
        </Button>,
        <Button
          key="draft"
          disabled={loading || item.isError}
          loading={save.isPending && !save.variables?.publish}
          onClick={() => submit(false)}
        >
          {t('dialog.saveDraft')}
        </Button>,
        <Button
          key="publish"
          type="primary"
          disabled={loading || item.isError}
          loading={save.isPending && !!save.variables?.publish}
          onClick={() => submit(true)}
        >
          {t('dialog.publish')}
        </Button>,
      ]}
    >
      {loading ? (
        <Skeleton active />
      ) : id !== null && item.isError ? (
        <Typography.Text type="danger">{t('dialog.loadFailed')}</Typography.Text>
      ) : (
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="classifyId" label={t('dialog.category')} rules={[{ required: true, message: t('dialog.categoryRequired') }]}>
            <Select options={categories.map((c) => ({ value: c.id, label: c.name }))} />
          </Form.Item>
          {NEWS_LANGUAGES.map((lang) => (
            <Form.Item
              key={lang}
              name={['title', lang]}
              label={t('dialog.titleIn', { lang: langName(lang) })}
              dependencies={NEWS_LANGUAGES.filter((l) => l !== lang).map((l) => ['title', l])}
              rules={lang === 'zh-CN' ? [titleRule] : []}
            >
              <Input maxLength={200} />
            </Form.Item>
          ))}
          <Typography.Text type="secondary">{t('dialog.fallback')}</Typography.Text>
          <Tabs
            aria-label={t('dialog.texts')}
            items={NEWS_LANGUAGES.map((lang) => ({
              key: lang,
              label: langName(lang),
              forceRender: true,
              children: (
                <>
                  <Form.Item name={['summary', lang]} label={t('dialog.summaryIn', { lang: langName(lang) })}>
                    <Input.TextArea autoSize={{ minRows: 1, maxRows: 3 }} maxLength={500} />
                  </Form.Item>
                  <Form.Item name={['content', lang]} label={t('dialog.bodyIn', { lang: langName(lang) })}>
                    <RichTextEditor aria-label={t('dialog.bodyIn', { lang: langName(lang) })} />
                  </Form.Item>
                </>
              ),
            }))}
          />
          <Form.Item name="publishAt" label={t('dialog.publishAt')} extra={t('dialog.publishAtHint')}>
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="isTop" label={t('dialog.isTop')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
