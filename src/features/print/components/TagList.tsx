import { Button, Space, Tag, Typography } from 'antd';
import { TableOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PrintTag, PrintTagList, PrintTagLoop } from '@/api/print';
import { useAppApis } from '@/shared/ui/useAppApis';
import { copyRich, loopTable } from '../lib/tagTable';
import styles from './TagList.module.css';

const HINT = { marginBottom: 8 };

/** A tag as the template writes it, with a button that copies it. */
function TagCode({ tag }: { tag: string }) {
  const { t } = useTranslation('print');
  return (
    <Typography.Text code copyable={{ text: tag, tooltips: [t('tags.copy', { tag }), t('tags.copied')] }}>
      {tag}
    </Typography.Text>
  );
}

/** One tag a row: what it prints, and the tag to copy. */
function TagRows({ tags }: { tags: PrintTag[] }) {
  const { t } = useTranslation('print');
  return (
    <ul className={styles.rows}>
      {tags.map((tag) => (
        <li key={tag.tag} className={styles.row}>
          <span className={styles.label}>
            {tag.label}
            {tag.kind === 'image' ? (
              <Tag className={styles.kind} color="blue">
                {t('tags.picture')}
              </Tag>
            ) : null}
          </span>
          <TagCode tag={`{${tag.tag}}`} />
        </li>
      ))}
    </ul>
  );
}

/** A loop: how to place it, its columns, and its example row (copied as a table Word pastes as one). */
function Loop({ loop }: { loop: PrintTagLoop }) {
  const { t } = useTranslation('print');
  const { message } = useAppApis();
  const example = loopTable(loop);
  const copy = async () => {
    if (await copyRich(example)) message.success(t('tags.tableCopied'));
    else message.error(t('tags.copyFailed'));
  };
  return (
    <section className={styles.loop} aria-label={loop.label}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {loop.label}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={HINT}>
        {t(`tags.loopHint.${loop.kind}`)} {t('tags.loopHow', { open: `{#${loop.tag}}`, close: `{/${loop.tag}}` })}
      </Typography.Paragraph>
      <Space wrap size={[8, 4]}>
        <TagCode tag={`{#${loop.tag}}`} />
        <TagCode tag={`{/${loop.tag}}`} />
      </Space>
      <TagRows tags={loop.columns} />
      <div className={styles.example}>
        <table aria-label={t('tags.example', { name: loop.label })}>
          <thead>
            <tr>
              {loop.columns.map((c) => (
                <th key={c.tag}>{c.label}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              {loop.row.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      <Button size="small" icon={<TableOutlined />} onClick={() => void copy()}>
        {t('tags.copyTable')}
      </Button>
    </section>
  );
}

/** Every tag a template of the form may use: its fields, its loops (sub-tables, history...), the document's own. */
export function TagList({ list }: { list: PrintTagList }) {
  const { t } = useTranslation('print');
  return (
    <div className={styles.list}>
      <section aria-label={t('tags.fields')}>
        <Typography.Title level={5}>{t('tags.fields')}</Typography.Title>
        <Typography.Paragraph type="secondary" style={HINT}>
          {t('tags.fieldsHint')}
        </Typography.Paragraph>
        <TagRows tags={list.fields} />
      </section>
      {list.loops.map((loop) => (
        <Loop key={loop.tag} loop={loop} />
      ))}
      <section aria-label={t('tags.document')}>
        <Typography.Title level={5}>{t('tags.document')}</Typography.Title>
        <Typography.Paragraph type="secondary" style={HINT}>
          {t('tags.documentHint')}
        </Typography.Paragraph>
        <TagRows tags={list.document} />
      </section>
    </div>
  );
}
