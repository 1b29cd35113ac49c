import type { Database } from '../../db/database.js';
import { insertLayoutIfAbsent } from './repo.js';
import { APPROVAL_SCREEN_NAMES, approvalScreenDesign } from './seed-design.js';

/** The demo screen `approval_screen`, added to any database that lacks it (every start; a no-op once there). */
export async function seedScreens(db: Database): Promise<void> {
  const [zh, en, id] = APPROVAL_SCREEN_NAMES;
  await insertLayoutIfAbsent(db, {
    id: 'screen_approval',
    alias: 'approval_screen',
    name: zh,
    nameI18n: { 'zh-CN': zh, 'en-US': en, id },
    design: approvalScreenDesign(),
  });
}
