// Types of scripts/mail-test-server.mjs for the TypeScript tests and benches.
export interface MailTestUser {
  address: string;
  password: string;
}
export interface HostPort {
  host: string;
  port: number;
}
export interface MailTestServer {
  dir: string;
  imap: HostPort;
  smtp: HostPort;
  lmtp: HostPort;
  /** Adds a mailbox or changes its password; resolves once Dovecot sees the change (about a second). */
  addUser(address: string, password: string): Promise<void>;
  /** Stops Dovecot at once, without waiting (for a process `exit` handler). */
  stopNow(): void;
  stop(): Promise<void>;
}
export const DOVECOT: string;
export const MAIL_TEST_HOST: string;
export const E2E_MAIL_PASSWORD: string;
export function e2eMailInfoFile(portalPort: string | number): string;
export function dovecotInstalled(): boolean;
export function freePort(): Promise<number>;
export function startMailTestServer(opts?: {
  dir?: string;
  imapPort?: number;
  smtpPort?: number;
  lmtpPort?: number;
  users?: MailTestUser[];
}): Promise<MailTestServer>;
export function sampleMessage(user: string, i: number, opts?: { from?: string; date?: Date }): Buffer;
export function seedMailbox(
  server: MailTestServer,
  user: string,
  n: number,
  opts?: { folder?: string; start?: number; message?: (user: string, i: number) => Buffer },
): number;
