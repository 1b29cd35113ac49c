export { auditActor, recordAudit, verifyAuditChain, type AuditActor, type AuditChange, type ChainCheck } from './service.js';
