import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * The jail LibreOffice converts in (bubblewrap): new user, pid, network, IPC and UTS namespaces, so no
 * network at all (its own loopback only: a listener on the host's 127.0.0.1 is out of reach), and a file
 * system of the system's programs and fonts read-only plus the converter's own folder (profile and job
 * files) — the server's data, configuration and home folders are simply not there. It dies with the
 * server. Where bubblewrap or user namespaces are missing, conversion is refused unless the operator
 * turns the sandbox off (PRINT_SANDBOX=off: the pre-pass alone; see docs/decisions.md).
 */

export type SandboxSetup = { mode: 'bwrap'; bwrap: string } | { mode: 'off' } | { mode: 'missing'; reason: string };

export const SANDBOX_HINT = 'apt-get install -y bubblewrap';

/** Read-only system folders LibreOffice, Python UNO and fontconfig read; missing ones are skipped. */
const SYSTEM = ['/usr', '/etc/fonts', '/etc/libreoffice', '/etc/ld.so.cache', '/etc/alternatives', '/etc/localtime', '/opt/libreoffice'];
const TOP = ['/bin', '/sbin', '/lib', '/lib64', '/lib32', '/libx32'];

/** The same folders everywhere: --ro-bind for folders, --symlink for merged-/usr links (/lib -> usr/lib). */
function systemBinds(extra: string[]): string[] {
  const args: string[] = [];
  for (const top of TOP) {
    const stat = fs.lstatSync(top, { throwIfNoEntry: false });
    if (stat?.isSymbolicLink()) args.push('--symlink', fs.readlinkSync(top), top);
    else if (stat?.isDirectory()) args.push('--ro-bind', top, top);
  }
  for (const dir of new Set([...SYSTEM, ...extra])) if (fs.existsSync(dir)) args.push('--ro-bind', dir, dir);
  return args;
}

/** The folders of a program outside /usr (LibreOffice unpacked under /opt, a Python elsewhere), read-only. */
export const installRoot = (program: string) => {
  const real = fs.realpathSync(program);
  if (real.startsWith('/usr/')) return undefined;
  const [, first, second] = real.split('/');
  return second ? `/${first}/${second}` : undefined;
};

/** The command line that runs `command` in the jail with `workDir` (read-write) and `readOnly` files. */
export function jailed(bwrap: string, command: string[], workDir: string, readOnly: string[]): string[] {
  return [
    bwrap,
    '--unshare-all',
    '--die-with-parent',
    '--new-session',
    // root inside the jail's user namespace keeps no capabilities (no mounts, no raw sockets)
    '--cap-drop',
    'ALL',
    '--clearenv',
    '--setenv',
    'PATH',
    '/usr/bin:/bin',
    '--setenv',
    'HOME',
    workDir,
    '--setenv',
    'LANG',
    'C.UTF-8',
    '--setenv',
    'PYTHONUNBUFFERED',
    '1',
    '--setenv',
    'TMPDIR',
    '/tmp',
    // an empty /tmp first: what is bound after it stays visible, also when it lies under /tmp (a checkout there)
    '--tmpfs',
    '/tmp',
    ...systemBinds(readOnly.filter((p) => fs.statSync(p, { throwIfNoEntry: false })?.isDirectory())),
    ...readOnly.filter((p) => fs.statSync(p, { throwIfNoEntry: false })?.isFile()).flatMap((p) => ['--ro-bind', p, p]),
    '--proc',
    '/proc',
    '--dev',
    '/dev',
    '--bind',
    workDir,
    workDir,
    '--chdir',
    workDir,
    '--',
    ...command,
  ];
}

let cached: { key: string; setup: SandboxSetup } | undefined;

/** Whether conversion runs jailed here: bubblewrap found and able to make its namespaces (tried once per setting). */
export function sandboxSetup(): SandboxSetup {
  const key = [process.env.PRINT_SANDBOX, process.env.BWRAP_PATH].join('\0');
  if (cached?.key !== key) cached = { key, setup: probeSandbox() };
  return cached.setup;
}

function probeSandbox(): SandboxSetup {
  if ((process.env.PRINT_SANDBOX ?? '').toLowerCase() === 'off') return { mode: 'off' };
  const bwrap = process.env.BWRAP_PATH || '/usr/bin/bwrap';
  if (!fs.existsSync(bwrap)) return { mode: 'missing', reason: `bubblewrap (bwrap) was not found at ${bwrap}` };
  const probe = spawnSync(
    bwrap,
    ['--unshare-all', '--die-with-parent', ...systemBinds([]), '--proc', '/proc', '--dev', '/dev', '--', '/bin/true'],
    {
      encoding: 'utf8',
      timeout: 10_000,
    },
  );
  if (probe.status !== 0) {
    const why = (probe.stderr || probe.error?.message || `exit code ${probe.status}`).trim().slice(0, 200);
    return { mode: 'missing', reason: `bubblewrap cannot make its namespaces here (${why})` };
  }
  return { mode: 'bwrap', bwrap };
}

/** The host's id of a process the jail knows as `inner`, a descendant of `root` (the bwrap we started). */
export function hostPid(root: number, inner: number): number | undefined {
  const parentOf = (pid: number) => Number(/^PPid:\s+(\d+)/m.exec(read(pid))?.[1] ?? 0);
  const read = (pid: number) => {
    try {
      return fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    } catch {
      return '';
    }
  };
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const ids =
      /^NSpid:\s+([\d\s]+)$/m
        .exec(read(Number(entry)))?.[1]
        .trim()
        .split(/\s+/)
        .map(Number) ?? [];
    if (ids.length < 2 || ids[ids.length - 1] !== inner) continue;
    for (let pid = Number(entry), hops = 0; pid > 1 && hops < 8; pid = parentOf(pid), hops++) if (pid === root) return Number(entry);
  }
  return undefined;
}
