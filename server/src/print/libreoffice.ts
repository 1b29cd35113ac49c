import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SANDBOX_HINT, sandboxSetup } from './sandbox.js';

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

let cached: { key: string; setup: OfficeSetup } | undefined;

/** Finds LibreOffice and Python UNO once per process (again only if the settings naming them change). */
export function officeSetup(): OfficeSetup {
  const key = [process.env.SOFFICE_PATH, process.env.PRINT_PYTHON, process.env.PATH].join('\0');
  if (cached?.key !== key) cached = { key, setup: findOffice() };
  return cached.setup;
}

function findOffice(): OfficeSetup {
  const soffice = officeBinary();
  if (!soffice) return { ok: false, reason: `LibreOffice (soffice) was not found (${process.env.SOFFICE_PATH ? 'SOFFICE_PATH' : 'PATH'})` };
  const python = unoPython();
  if (!python) return { ok: false, reason: 'no python3 with the uno module (python3-uno) was found' };
  return { ok: true, soffice, python };
}

/** The start-up notice when printing cannot work here, or undefined when it can. */
export function officeNotice(): string | undefined {
  const setup = officeSetup();
  if (!setup.ok)
    return [
      `Printing from Word templates and the preview of office files are OFF: ${setup.reason}.`,
      `Install LibreOffice and Python UNO, then start again:  ${INSTALL_HINT}`,
      "Until then printing answers 'template printing failed' (the reason is in the server log).",
    ].join('\n');
  const sandbox = sandboxSetup();
  if (sandbox.mode === 'missing')
    return [
      `Printing from Word templates and the preview of office files are OFF: ${sandbox.reason}.`,
      'LibreOffice converts only inside its sandbox (no network, no files of the server).',
      `Install bubblewrap (and allow user namespaces), then start again:  ${SANDBOX_HINT}`,
      'Or accept converting with the pre-pass alone (external references dropped; .doc, .rtf, .xls, .ppt refused): PRINT_SANDBOX=off',
      "Until then printing answers 'template printing failed' (the reason is in the server log).",
    ].join('\n');
  return undefined;
}

/** The start-up warning when the operator turned the sandbox off. */
export function sandboxWarning(): string | undefined {
  if (sandboxSetup().mode !== 'off') return undefined;
  return 'PRINT_SANDBOX=off: LibreOffice converts WITHOUT its sandbox; only the pre-pass stands between a document and the network or the server files (.doc, .rtf, .xls, .ppt and .wps are refused).';
}

/**
 * The converter's LibreOffice settings, written into its fresh profile before the first start: macros
 * never run, links are not updated on load, Calc does not recalculate on load (WEBSERVICE and external
 * references keep their stored values). These alone do not stop linked pictures (the tests show it): the
 * pre-pass and the sandbox do. BlockUntrustedRefererLinks is of no use here: with the document as its own
 * untrusted referer LibreOffice refuses to open the document itself.
 */
const SETTINGS: [path: string, name: string, value: string][] = [
  ['org.openoffice.Office.Common/Security/Scripting', 'MacroSecurityLevel', '3'],
  ['org.openoffice.Office.Common/Security/Scripting', 'DisableMacrosExecution', 'true'],
  ['org.openoffice.Office.Writer/Content/Update', 'Link', '0'],
  ['org.openoffice.Office.Calc/Content/Update', 'Link', '1'],
  ['org.openoffice.Office.Calc/Formula/Load', 'OOXMLRecalcMode', '1'],
  ['org.openoffice.Office.Calc/Formula/Load', 'ODFRecalcMode', '1'],
];

export function writeProfileSettings(profile: string): void {
  const file = path.join(profile, 'user', 'registrymodifications.xcu');
  if (fs.existsSync(file)) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const items = SETTINGS.map(
    ([p, name, value]) => `<item oor:path="/${p}"><prop oor:name="${name}" oor:op="fuse"><value>${value}</value></prop></item>`,
  );
  fs.writeFileSync(
    file,
    '<?xml version="1.0" encoding="UTF-8"?>\n<oor:items xmlns:oor="http://openoffice.org/2001/registry" ' +
      'xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n' +
      `${items.join('\n')}\n</oor:items>\n`,
  );
}
