import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { officeSetup } from './libreoffice.js';

/**
 * Office documents to PDF through ONE long-lived LibreOffice, driven by converter.py over UNO.
 *
 * Requests wait in a queue and run one at a time (LibreOffice is not made for parallel loads).
 * The worker (and its soffice) starts on the first request; when it dies or a conversion passes
 * its time limit, the request in flight fails with the reason, the pair is killed, and the next
 * request starts a fresh one. A warm conversion of a one-page form takes a few tens of ms.
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

  /** Converts the bytes of a document (its type named by `ext`: docx, xlsx, odt, txt...) to PDF. */
  async toPdf(bytes: Buffer, ext: string): Promise<Buffer> {
    if (!/^[a-z0-9]{1,8}$/i.test(ext)) throw new ConversionError(`bad extension ${ext}`);
    await fsp.mkdir(this.workDir, { recursive: true });
    const base = path.join(this.workDir, crypto.randomUUID());
    const input = `${base}.${ext.toLowerCase()}`;
    const output = `${base}.pdf`;
    try {
      await fsp.writeFile(input, bytes, { mode: 0o600 });
      await this.convertFile(input, output);
      return await fsp.readFile(output);
    } catch (err) {
      if (err instanceof ConversionError) throw err;
      throw new ConversionError(`conversion failed: ${(err as Error).message}`);
    } finally {
      await Promise.all([fsp.rm(input, { force: true }), fsp.rm(output, { force: true })]);
    }
  }

  /** Converts one file into a PDF at `output`; queued behind the conversions already asked for. */
  convertFile(input: string, output: string): Promise<void> {
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
    const child = spawn(
      setup.python,
      [
        SCRIPT,
        setup.soffice,
        this.profile,
        `portal_print_${process.pid}_${crypto.randomBytes(4).toString('hex')}`,
        String(this.options.startTimeoutMs / 1000),
      ],
      { stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, PYTHONUNBUFFERED: '1' } },
    );
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
      let msg: { ready?: boolean; pid?: number; id?: string; ok?: boolean; error?: string };
      try {
        msg = JSON.parse(line) as typeof msg;
      } catch {
        return;
      }
      if (msg.ready) {
        clearTimeout(startTimer);
        worker.officePid = msg.pid;
        markReady();
      } else if (msg.id && this.worker === worker) {
        if (msg.ok) this.succeed(msg.id);
        else if (this.current?.id === msg.id) this.fail(new ConversionError(msg.error ?? 'conversion failed'));
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
