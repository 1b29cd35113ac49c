import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { officeSetup, writeProfileSettings } from './libreoffice.js';
import { DocumentRefused } from './package.js';
import { prepareDocument } from './prepass.js';
import { hostPid, installRoot, jailed, SANDBOX_HINT, sandboxSetup, type SandboxSetup } from './sandbox.js';

/**
 * Office documents to PDF through ONE long-lived LibreOffice, driven by converter.py over UNO.
 *
 * Requests wait in a queue and run one at a time (LibreOffice is not made for parallel loads).
 * The worker (and its soffice) starts on the first request; when it dies or a conversion passes
 * its time limit, the request in flight fails with the reason, the pair is killed, and the next
 * request starts a fresh one. A warm conversion of a one-page form takes a few tens of ms.
 * Each document is measured and cleaned first (prepass.ts), and the pair runs jailed (sandbox.ts): no
 * network, no files but its own folder.
 */

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'converter.py');

/** A conversion that did not happen; the message is for the server log, never for the user. */
export class ConversionError extends Error {}

export interface ConverterOptions {
  /** the longest one conversion may take */
  timeoutMs: number;
  /** the longest LibreOffice may take to start */
  startTimeoutMs: number;
  log?: (msg: string) => void;
  /** the jail; sandbox.ts decides from the machine and PRINT_SANDBOX unless given */
  sandbox?: SandboxSetup;
  /** false leaves documents as they are (only the tests of the sandbox by itself) */
  prepass?: boolean;
}

interface Job {
  id: string;
  input: string;
  output: string;
  resolve: () => void;
  reject: (err: Error) => void;
  timer?: NodeJS.Timeout;
}

interface Worker {
  child: ChildProcessWithoutNullStreams;
  ready: Promise<void>;
  officePid?: number;
  stderr: string;
}

const kill = (pid: number | undefined) => {
  if (!pid) return;
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
};

export class PdfConverter {
  private worker?: Worker;
  private readonly queue: Job[] = [];
  private current?: Job;
  private seq = 0;
  private readonly profile = path.join(os.tmpdir(), `portal-office-${process.pid}-${crypto.randomBytes(3).toString('hex')}`);
  private readonly workDir = path.join(this.profile, 'jobs');
  private closed = false;

  constructor(private readonly options: ConverterOptions) {}

  /** The worker's process id while it runs (tests kill it to see a print fail and the next one work). */
  get workerPid(): number | undefined {
    return this.worker?.child.pid;
  }

  /** Whether a conversion is under way now. */
  get busy(): boolean {
    return !!this.current;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  get officePid(): number | undefined {
    return this.worker?.officePid;
  }

  private get sandbox(): SandboxSetup {
    return this.options.sandbox ?? sandboxSetup();
  }

  /**
   * Converts the bytes of a document (its type named by `ext`: docx, xlsx, odt, txt...) to PDF. A document
   * the pre-pass refuses throws DocumentRefused (the caller's message); anything else ConversionError.
   */
  async toPdf(bytes: Buffer, ext: string): Promise<Buffer> {
    if (!/^[a-z0-9]{1,8}$/i.test(ext)) throw new ConversionError(`bad extension ${ext}`);
    const kind = ext.toLowerCase();
    if (this.options.prepass !== false) bytes = await prepareDocument(bytes, kind, this.sandbox.mode === 'bwrap');
    await fsp.mkdir(this.workDir, { recursive: true });
    const base = path.join(this.workDir, crypto.randomUUID());
    const input = `${base}.${ext.toLowerCase()}`;
    const output = `${base}.pdf`;
    try {
      await fsp.writeFile(input, bytes, { mode: 0o600 });
      await this.convertFile(input, output);
      return await fsp.readFile(output);
    } catch (err) {
      if (err instanceof ConversionError || err instanceof DocumentRefused) throw err;
      throw new ConversionError(`conversion failed: ${(err as Error).message}`);
    } finally {
      await Promise.all([fsp.rm(input, { force: true }), fsp.rm(output, { force: true })]);
    }
  }

  /** Converts one file of the job folder into a PDF at `output`; queued behind the conversions already asked for. */
  private convertFile(input: string, output: string): Promise<void> {
    if (this.closed) return Promise.reject(new ConversionError('the converter is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: String(++this.seq), input, output, resolve, reject });
      this.pump();
    });
  }

  /** Starts LibreOffice ahead of the first conversion (the server does so after it starts listening). */
  async warm(): Promise<void> {
    if (this.closed) return;
    await this.ensureWorker().ready;
  }

  /** Stops the worker and LibreOffice; waiting requests fail. */
  close(): void {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new ConversionError('the converter is closed'));
    this.fail(new ConversionError('the converter is closed'));
    this.stopWorker();
    fs.rmSync(this.profile, { recursive: true, force: true });
  }

  private pump(): void {
    if (this.current || !this.queue.length) return;
    const job = (this.current = this.queue.shift()!);
    let worker: Worker;
    try {
      worker = this.ensureWorker();
    } catch (err) {
      this.fail(err as Error);
      return;
    }
    worker.ready.then(
      () => {
        if (this.current !== job || this.worker !== worker) return;
        job.timer = setTimeout(() => {
          this.options.log?.(`converter: conversion ${job.id} passed ${this.options.timeoutMs} ms; restarting LibreOffice`);
          this.fail(new ConversionError(`the conversion took longer than ${this.options.timeoutMs} ms`));
          this.stopWorker();
        }, this.options.timeoutMs);
        worker.child.stdin.write(`${JSON.stringify({ id: job.id, input: job.input, output: job.output })}\n`);
      },
      (err: Error) => {
        if (this.current === job) this.fail(err);
      },
    );
  }

  /** Ends the request in flight with an error and moves on to the next. */
  private fail(err: Error): void {
    const job = this.current;
    if (!job) return;
    clearTimeout(job.timer);
    this.current = undefined;
    job.reject(err);
    queueMicrotask(() => this.pump());
  }

  private succeed(id: string): void {
    const job = this.current;
    if (!job || job.id !== id) return;
    clearTimeout(job.timer);
    this.current = undefined;
    job.resolve();
    this.pump();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const setup = officeSetup();
    if (!setup.ok) throw new ConversionError(setup.reason);
    const sandbox = this.sandbox;
    if (sandbox.mode === 'missing')
      throw new ConversionError(`conversion is refused without its sandbox: ${sandbox.reason} (${SANDBOX_HINT}, or PRINT_SANDBOX=off)`);
    fs.mkdirSync(this.workDir, { recursive: true, mode: 0o700 });
    writeProfileSettings(this.profile);
    const command = [
      setup.python,
      SCRIPT,
      setup.soffice,
      this.profile,
      `portal_print_${process.pid}_${crypto.randomBytes(4).toString('hex')}`,
      String(this.options.startTimeoutMs / 1000),
    ];
    const installs = [setup.soffice, setup.python].map(installRoot).filter((p): p is string => !!p);
    const [program, ...args] = sandbox.mode === 'bwrap' ? jailed(sandbox.bwrap, command, this.profile, [SCRIPT, ...installs]) : command;
    const child = spawn(program, args, { stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, PYTHONUNBUFFERED: '1' } });
    const worker: Worker = { child, stderr: '', ready: Promise.resolve() };
    let markReady!: () => void;
    let markFailed!: (err: Error) => void;
    worker.ready = new Promise<void>((resolve, reject) => {
      markReady = resolve;
      markFailed = reject;
    });
    worker.ready.catch(() => {});
    const startTimer = setTimeout(() => {
      markFailed(new ConversionError(`LibreOffice did not start within ${this.options.startTimeoutMs} ms`));
      this.stopWorker();
    }, this.options.startTimeoutMs + 5000);
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      worker.stderr = (worker.stderr + chunk).slice(-2000);
    });
    child.stdin.on('error', () => {}); // a dead worker's pipe: the exit handler reports it
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      let msg: { ready?: boolean; pid?: number; id?: string; ok?: boolean; error?: string; unreadable?: boolean };
      try {
        msg = JSON.parse(line) as typeof msg;
      } catch {
        return;
      }
      if (msg.ready) {
        clearTimeout(startTimer);
        // in the jail soffice has a pid of its own namespace: the host's is the one to watch and kill
        worker.officePid = sandbox.mode === 'bwrap' && msg.pid && child.pid ? hostPid(child.pid, msg.pid) : msg.pid;
        markReady();
      } else if (msg.id && this.worker === worker) {
        if (msg.ok) this.succeed(msg.id);
        else if (this.current?.id === msg.id)
          this.fail(
            msg.unreadable
              ? new DocumentRefused('print.documentUnreadable', { reason: (msg.error ?? '').slice(0, 200) })
              : new ConversionError(msg.error ?? 'conversion failed'),
          );
      }
    });
    child.on('error', (err) => markFailed(new ConversionError(`the converter could not start: ${err.message}`)));
    child.on('exit', (code, signal) => {
      clearTimeout(startTimer);
      kill(worker.officePid);
      const reason = `the converter stopped (${signal ?? `exit code ${code}`})${worker.stderr ? `: ${worker.stderr.trim().slice(-300)}` : ''}`;
      markFailed(new ConversionError(reason));
      if (this.worker !== worker) return;
      this.worker = undefined;
      if (!this.closed) this.options.log?.(reason);
      this.fail(new ConversionError(reason));
    });
    this.worker = worker;
    return worker;
  }

  private stopWorker(): void {
    const worker = this.worker;
    if (!worker) return;
    this.worker = undefined;
    kill(worker.officePid);
    worker.child.kill('SIGKILL');
  }
}

let shared: PdfConverter | undefined;

/** The process's converter, made on first use (the worker itself starts with the first conversion). */
export function sharedConverter(log?: (msg: string) => void): PdfConverter {
  if (!shared || shared.isClosed) {
    shared = new PdfConverter({
      timeoutMs: Number(process.env.PRINT_TIMEOUT_MS ?? 30_000),
      startTimeoutMs: Number(process.env.PRINT_START_TIMEOUT_MS ?? 60_000),
      log,
    });
  }
  return shared;
}

process.once('exit', () => shared?.close());
