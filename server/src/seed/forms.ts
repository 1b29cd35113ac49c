import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import type { TemplateField } from '../forms/templates/repo.js';
import { withForms } from '../forms/tables.js';
import { newId } from '../workflow/steps/context.js';
import type { I18n } from '../workflow/tables.js';

const t = (zh: string, en: string, id: string): I18n => ({ 'zh-CN': zh, 'en-US': en, id });
const field = (key: string, name: string, type: string, labels: I18n, extra: Partial<TemplateField> = {}): TemplateField => ({
  name,
  labelKey: `template.${key}.${name}`,
  labels,
  type,
  required: false,
  ...extra,
});

/** The options of the select fields: [template, field, value, zh-CN, en-US, id]. */
const OPTIONS: [string, string, string, string, string, string][] = [
  ['supplier', 'category', 'raw', '原材料', 'Raw materials', 'Bahan baku'],
  ['supplier', 'category', 'equipment', '设备', 'Equipment', 'Peralatan'],
  ['supplier', 'category', 'it', 'IT 软硬件', 'IT hardware and software', 'Perangkat keras dan lunak TI'],
  ['supplier', 'category', 'service', '服务', 'Services', 'Layanan'],
  ['supplier', 'category', 'office', '办公用品', 'Office supplies', 'Perlengkapan kantor'],
  ['asset', 'assetType', 'computer', '计算机', 'Computer', 'Komputer'],
  ['asset', 'assetType', 'network', '网络设备', 'Network equipment', 'Perangkat jaringan'],
  ['asset', 'assetType', 'furniture', '办公家具', 'Office furniture', 'Perabot kantor'],
  ['asset', 'assetType', 'vehicle', '车辆', 'Vehicle', 'Kendaraan'],
  ['asset', 'assetType', 'equipment', '生产设备', 'Production equipment', 'Peralatan produksi'],
  ['asset', 'status', 'inUse', '在用', 'In use', 'Digunakan'],
  ['asset', 'status', 'idle', '闲置', 'Idle', 'Menganggur'],
  ['asset', 'status', 'repair', '维修中', 'Under repair', 'Dalam perbaikan'],
  ['asset', 'status', 'scrapped', '已报废', 'Scrapped', 'Dihapuskan'],
];

/** A required select field with its options from OPTIONS. */
const select = (key: string, name: string, labels: I18n): TemplateField =>
  field(key, name, 'select', labels, {
    required: true,
    options: OPTIONS.filter(([k, n]) => k === key && n === name).map(([, , value, zh, en, id]) => ({
      value,
      labelKey: `template.${key}.${name}.${value}`,
      labels: t(zh, en, id),
    })),
  });

const SUPPLIER: TemplateField[] = [
  field('supplier', 'name', 'text', t('供应商名称', 'Supplier name', 'Nama pemasok'), { required: true, maxLength: 100 }),
  field('supplier', 'creditCode', 'text', t('统一社会信用代码', 'Unified social credit code', 'Kode kredit sosial terpadu'), {
    required: true,
    rule: 'creditCode',
  }),
  select('supplier', 'category', t('供应类别', 'Category', 'Kategori')),
  field('supplier', 'contact', 'text', t('联系人', 'Contact person', 'Narahubung'), { required: true, maxLength: 50 }),
  field('supplier', 'phone', 'text', t('联系电话', 'Phone', 'Telepon'), { required: true, rule: 'phone' }),
  field('supplier', 'email', 'text', t('邮箱', 'E-mail', 'Email'), { rule: 'email' }),
  field('supplier', 'city', 'text', t('所在城市', 'City', 'Kota'), { maxLength: 50 }),
  field('supplier', 'rating', 'number', t('评级（1-5）', 'Rating (1-5)', 'Peringkat (1-5)')),
  field('supplier', 'remark', 'textarea', t('备注', 'Remarks', 'Catatan')),
];

const ASSET: TemplateField[] = [
  field('asset', 'assetNo', 'text', t('资产编号', 'Asset number', 'Nomor aset'), { required: true, maxLength: 30 }),
  field('asset', 'assetName', 'text', t('资产名称', 'Asset name', 'Nama aset'), { required: true, maxLength: 100 }),
  select('asset', 'assetType', t('资产类别', 'Asset type', 'Jenis aset')),
  field('asset', 'department', 'text', t('使用部门', 'Department', 'Departemen'), { required: true, maxLength: 50 }),
  field('asset', 'keeper', 'text', t('保管人', 'Keeper', 'Penyimpan'), { maxLength: 50 }),
  field('asset', 'purchaseDate', 'date', t('购置日期', 'Purchase date', 'Tanggal pembelian')),
  field('asset', 'originalValue', 'money', t('原值（元）', 'Original value (CNY)', 'Nilai awal (CNY)')),
  field('asset', 'location', 'text', t('存放地点', 'Location', 'Lokasi'), { maxLength: 100 }),
  select('asset', 'status', t('使用状态', 'Status', 'Status')),
  field('asset', 'remark', 'textarea', t('备注', 'Remarks', 'Catatan')),
];

type Row = [account: string, data: Record<string, unknown>, draft?: boolean];

const SUPPLIER_ROWS: Row[] = [
  [
    'xiejun',
    {
      name: '上海华东钢材贸易有限公司',
      creditCode: '91310115MA1H7K2Q4R',
      category: 'raw',
      contact: '陈建国',
      phone: '13816620451',
      email: 'chenjg@hdsteel.cn',
      city: '上海',
      rating: 5,
      remark: '年度框架协议供应商',
    },
  ],
  [
    'zhouqiang',
    {
      name: '苏州精工机械设备有限公司',
      creditCode: '91320505MA1MYT3K8B',
      category: 'equipment',
      contact: '刘海波',
      phone: '0512-68321177',
      email: 'sales@szjinggong.com',
      city: '苏州',
      rating: 4,
    },
  ],
  [
    'hanmei',
    {
      name: '北京云启信息技术有限公司',
      creditCode: '91110108MA01CQ7L5D',
      category: 'it',
      contact: '王雪',
      phone: '13901128874',
      email: 'wangxue@yunqi-tech.cn',
      city: '北京',
      rating: 4,
      remark: '服务器与存储维保',
    },
  ],
  [
    'xiejun',
    {
      name: '广州白云办公用品有限公司',
      creditCode: '91440111MA5ALB2G9K',
      category: 'office',
      contact: '黄丽萍',
      phone: '020-86452210',
      city: '广州',
      rating: 3,
    },
  ],
  [
    'zhangwei',
    {
      name: '杭州联创软件服务有限公司',
      creditCode: '91330106MA2GKE8N1P',
      category: 'service',
      contact: '周凯',
      phone: '15967123304',
      email: 'zhoukai@lianchuang.net',
      city: '杭州',
      rating: 4,
      remark: '研发外包，合同至 2026 年底',
    },
  ],
  [
    'zhouqiang',
    {
      name: '天津滨海化工原料有限公司',
      creditCode: '91120116MA06B1XH3T',
      category: 'raw',
      contact: '孙志强',
      phone: '022-25893306',
      city: '天津',
      rating: 3,
    },
  ],
  [
    'hanmei',
    {
      name: '深圳鹏程网络设备有限公司',
      creditCode: '91440300MA5FUL6R2W',
      category: 'it',
      contact: '李明辉',
      phone: '13728856902',
      email: 'lmh@pengcheng-net.com',
      city: '深圳',
      rating: 5,
    },
  ],
  [
    'zhangwei',
    {
      name: '成都天府物业服务有限公司',
      creditCode: '91510107MA62QJ4D7C',
      category: 'service',
      contact: '杨静',
      phone: '028-85176634',
      city: '成都',
      rating: 4,
      remark: '西南办公室物业',
    },
  ],
  [
    'xiejun',
    {
      name: '武汉长江包装材料有限公司',
      creditCode: '91420103MA4KX2TB6H',
      category: 'raw',
      contact: '胡伟',
      phone: '13971530218',
      city: '武汉',
      rating: 2,
      remark: '2025 年两次交付延迟，观察中',
    },
  ],
  [
    'zhouqiang',
    {
      name: '宁波港城机电设备有限公司',
      creditCode: '91330203MA2H9P1E5M',
      category: 'equipment',
      contact: '郑晓东',
      phone: '0574-87326615',
      email: 'zxd@gangcheng-me.cn',
      city: '宁波',
      rating: 4,
    },
  ],
  ['zhangwei', { name: '南京金陵印务有限公司', category: 'office', contact: '徐蕾', city: '南京' }, true],
];

const ASSET_ROWS: Row[] = [
  [
    'pengfei',
    {
      assetNo: 'GZ-2023-0012',
      assetName: 'ThinkPad X1 Carbon 笔记本电脑',
      assetType: 'computer',
      department: '研发部',
      keeper: '张伟',
      purchaseDate: '2023-03-15',
      originalValue: 12999,
      location: '上海总部 8F',
      status: 'inUse',
    },
  ],
  [
    'pengfei',
    {
      assetNo: 'GZ-2023-0047',
      assetName: 'Dell PowerEdge R750 服务器',
      assetType: 'computer',
      department: '运维中心',
      keeper: '何静',
      purchaseDate: '2023-06-02',
      originalValue: 86500,
      location: '数据中心 A 机房',
      status: 'inUse',
    },
  ],
  [
    'yuanyuan',
    {
      assetNo: 'GZ-2022-0103',
      assetName: '华为 S5735 交换机',
      assetType: 'network',
      department: '运维中心',
      keeper: '何静',
      purchaseDate: '2022-11-20',
      originalValue: 7800,
      location: '上海总部 弱电间',
      status: 'inUse',
    },
  ],
  [
    'yuanyuan',
    {
      assetNo: 'GZ-2021-0231',
      assetName: '升降办公桌',
      assetType: 'furniture',
      department: '市场部',
      keeper: '梁爽',
      purchaseDate: '2021-09-08',
      originalValue: 2350,
      location: '上海总部 6F',
      status: 'inUse',
    },
  ],
  [
    'pengfei',
    {
      assetNo: 'GZ-2020-0008',
      assetName: '别克 GL8 商务车',
      assetType: 'vehicle',
      department: '行政部',
      keeper: '彭飞',
      purchaseDate: '2020-04-18',
      originalValue: 289000,
      location: '地下车库 B2-031',
      status: 'inUse',
    },
  ],
  [
    'yuanyuan',
    {
      assetNo: 'GZ-2019-0156',
      assetName: 'MacBook Pro 15 英寸',
      assetType: 'computer',
      department: '市场部',
      keeper: '宋佳',
      purchaseDate: '2019-07-30',
      originalValue: 17288,
      location: '仓库',
      status: 'scrapped',
      remark: '电池鼓包，已报废',
    },
  ],
  [
    'pengfei',
    {
      assetNo: 'GZ-2024-0021',
      assetName: '数控激光切割机',
      assetType: 'equipment',
      department: '研发中心',
      keeper: '郑凯',
      purchaseDate: '2024-01-12',
      originalValue: 356000,
      location: '苏州试制车间',
      status: 'repair',
      remark: '激光头更换中',
    },
  ],
  [
    'yuanyuan',
    {
      assetNo: 'GZ-2024-0088',
      assetName: '会议室投影仪 爱普生 CB-FH52',
      assetType: 'equipment',
      department: '行政部',
      keeper: '袁媛',
      purchaseDate: '2024-05-06',
      originalValue: 5699,
      location: '上海总部 3F 大会议室',
      status: 'inUse',
    },
  ],
  [
    'zhangwei',
    {
      assetNo: 'GZ-2022-0190',
      assetName: '戴尔 U2723QE 显示器',
      assetType: 'computer',
      department: '研发部',
      keeper: '赵敏',
      purchaseDate: '2022-08-25',
      originalValue: 3999,
      location: '上海总部 8F',
      status: 'idle',
    },
  ],
  [
    'pengfei',
    {
      assetNo: 'GZ-2023-0132',
      assetName: '人体工学办公椅',
      assetType: 'furniture',
      department: '财务部',
      keeper: '陈静',
      purchaseDate: '2023-10-10',
      originalValue: 1680,
      location: '上海总部 5F',
      status: 'inUse',
    },
  ],
  ['zhangwei', { assetNo: 'GZ-2025-0003', assetName: '测试手机 iPhone 16', assetType: 'computer', department: '研发部' }, true],
];

/**
 * Two data templates (a supplier register, a fixed-asset ledger) with about ten rows each, some
 * drafts of zhangwei. Written once (its own app_meta key), also into a database seeded before
 * the forms domain existed.
 */
export async function seedForms(db: Database): Promise<void> {
  const done = await sql<{ value: string }>`select value from app_meta where key = 'forms_seed'`.execute(db);
  if (done.rows.length) return;
  const f = withForms(db);
  await f
    .insertInto('form_template')
    .values([
      {
        template_key: 'supplier',
        name: JSON.stringify(t('供应商名录', 'Supplier register', 'Daftar pemasok')),
        description: JSON.stringify(
          t(
            '合格供应商的资质与联系方式',
            'Qualified suppliers, their credentials and contacts',
            'Pemasok yang memenuhi syarat, kredensial dan kontaknya',
          ),
        ),
        fields: JSON.stringify(SUPPLIER),
        list_columns: JSON.stringify(['name', 'category', 'contact', 'phone', 'city', 'rating']),
      },
      {
        template_key: 'asset',
        name: JSON.stringify(t('固定资产台账', 'Fixed-asset ledger', 'Buku aset tetap')),
        description: JSON.stringify(
          t(
            '公司固定资产的保管与使用状态',
            'Where the company’s fixed assets are and who keeps them',
            'Lokasi aset tetap perusahaan dan penyimpannya',
          ),
        ),
        fields: JSON.stringify(ASSET),
        list_columns: JSON.stringify(['assetNo', 'assetName', 'assetType', 'department', 'keeper', 'originalValue', 'status']),
      },
    ])
    .onConflict((oc) => oc.column('template_key').doNothing())
    .execute();
  const users = new Map(
    (await db.selectFrom('uc_user').select(['id', 'account', 'fullname']).execute()).map((u) => [u.account, u] as const),
  );
  const rows = [...SUPPLIER_ROWS.map((r) => ['supplier', ...r] as const), ...ASSET_ROWS.map((r) => ['asset', ...r] as const)];
  const base = Date.parse('2026-01-05T02:00:00Z');
  const values = rows.flatMap(([key, account, data, draft], i) => {
    const u = users.get(account);
    if (!u) return [];
    const at = new Date(base + i * 36 * 3600 * 1000);
    return [
      {
        id: newId(),
        template_key: key,
        data: JSON.stringify(data),
        is_draft: !!draft,
        created_by: u.id,
        created_by_name: u.fullname,
        created_at: at,
        updated_by: u.id,
        updated_by_name: u.fullname,
        updated_at: at,
      },
    ];
  });
  if (values.length) await f.insertInto('form_template_row').values(values).execute();
  await sql`insert into app_meta (key, value) values ('forms_seed', ${new Date().toISOString()})`.execute(db);
}
