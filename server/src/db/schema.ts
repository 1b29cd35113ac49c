import type { IdentityTables } from '../identity/tables.js';
import type { UcTables } from '../uc/tables.js';
import type { MenuTables } from '../portal/tables.js';
import type { FileTables } from '../files/tables.js';
import type { WorkflowTables } from '../workflow/tables.js';
import type { MessageTables } from '../messages/tables.js';
import type { SearchTables } from '../search/tables.js';
import type { SigningTables } from '../signing/tables.js';
import type { AuthorizationTables } from '../authorization/tables.js';
import type { UrgingTables } from '../workflow/urging/tables.js';
import type { TimerTables } from '../workflow/timers/tables.js';
import type { GroupTables } from '../uc/groups/tables.js';
import type { ScreenTables } from '../portal/screens/tables.js';
import type { DashboardTables } from '../portal/dashboards/tables.js';
import type { MailTables } from '../mail/tables.js';
import type { AnalyticsTables } from '../workflow/analytics/tables.js';
import type { NotifyTables } from '../notify/tables.js';
import type { AuditTables } from '../audit/tables.js';
import type { SetupTables } from '../setup/tables.js';

/** The whole database as Kysely sees it: each domain declares its own tables. */
export interface DB
  extends
    IdentityTables,
    UcTables,
    MenuTables,
    FileTables,
    WorkflowTables,
    MessageTables,
    SearchTables,
    SigningTables,
    AuthorizationTables,
    UrgingTables,
    TimerTables,
    GroupTables,
    ScreenTables,
    DashboardTables,
    MailTables,
    AnalyticsTables,
    NotifyTables,
    AuditTables,
    SetupTables {}
