import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** What the PDF converter needs on this machine: LibreOffice's soffice and a Python that has UNO. */
export type OfficeSetup = { ok: true; soffice: string; python: string } | { ok: false; reason: string };

export const INSTALL_HINT =
  'apt-get install -y libreoffice-writer-nogui libreoffice-calc-nogui libreoffice-impress-nogui python3-uno fonts-noto-cjk';

function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // not in this folder
    }
  }
  return undefined;
}

/**
 * soffice.bin itself when it lies beside the soffice launcher: started directly it is the process
 * we watch and kill (the launcher would fork it away from us).
 */
function officeBinary(): string | undefined {
  const given = process.env.SOFFICE_PATH;
  const launcher = given || onPath('soffice') || onPath('libreoffice');
  if (!launcher || !fs.existsSync(launcher)) return undefined;
  const real = fs.realpathSync(launcher);
  const bin = path.join(path.dirname(real), 'soffice.bin');
  return fs.existsSync(bin) ? bin : real;
}

/** The distribution's python3 carries python3-uno; a python of a version manager usually does not. */
function unoPython(): string | undefined {
  const candidates = [process.env.PRINT_PYTHON, '/usr/bin/python3', onPath('python3')].filter((p): p is string => !!p);
  for (const python of new Set(candidates)) {
    const probe = spawnSync(python, ['-c', 'import uno'], { stdio: 'ignore', timeout: 10_000 });
    if (probe.status === 0) return python;
  }
  return undefined;
}

let cached: OfficeSetup | undefined;

/** Finds LibreOffice and Python UNO once per process. */
export function officeSetup(): OfficeSetup {
  if (cached) return cached;
  const soffice = officeBinary();
  if (!soffice)
    return (cached = { ok: false, reason: `LibreOffice (soffice) was not found (${process.env.SOFFICE_PATH ? 'SOFFICE_PATH' : 'PATH'})` });
  const python = unoPython();
  if (!python) return (cached = { ok: false, reason: 'no python3 with the uno module (python3-uno) was found' });
  return (cached = { ok: true, soffice, python });
}

/** The start-up notice when printing cannot work here, or undefined when it can. */
export function officeNotice(): string | undefined {
  const setup = officeSetup();
  if (setup.ok) return undefined;
  return [
    `Printing from Word templates and the preview of office files are OFF: ${setup.reason}.`,
    `Install LibreOffice and Python UNO, then start again:  ${INSTALL_HINT}`,
    "Until then printing answers 'template printing failed' (the reason is in the server log).",
  ].join('\n');
}
