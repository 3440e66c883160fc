// CPU-heavy work (reading PDFs, encoding photos) on worker threads, so the event loop keeps
// answering while it runs (docs/decisions/0015-security-hardening.md). Bounded three ways: a few
// threads, a short queue (a full one answers 503 at once, never a hang) and a deadline per task
// that terminates the thread running it; piscina starts a fresh one for the next task.
import { Piscina } from 'piscina';
import { HttpError } from '../lib/http-errors.ts';
import type { HeavyWorkKinds, TaskKind, TaskOf } from './heavy-work-kinds.ts';
import { workerEntry } from './worker-entry.ts';

export const KITCHEN_FULL =
  "Chef Roastie's kitchen is full right now: please try again in a minute.";

/** A task ran past its deadline; its thread was terminated. The caller words the answer. */
export class HeavyWorkTimeout extends Error {
  constructor(kind: string, ms: number) {
    super(`${kind} ran past its ${ms} ms deadline`);
    this.name = 'HeavyWorkTimeout';
  }
}

export interface HeavyWorkPoolOptions<Kinds> {
  /** Threads at most: the concurrency limit. */
  maxThreads: number;
  /** Tasks waiting for a thread at most; one more answers 503. */
  maxQueue: number;
  /** Per kind, from the moment it is asked (waiting included), so a request never hangs. */
  deadlineMs: { [K in keyof Kinds]: number };
  /** The worker's entry (default: heavy-work-worker, beside this module or its bundle). */
  entry?: { filename: string; execArgv: string[] | undefined };
  /** Heap limit of each thread: a PDF that balloons ends its thread, not the process. */
  maxHeapMb?: number;
}

export class HeavyWorkPool<Kinds extends { [K in keyof Kinds]: TaskKind } = HeavyWorkKinds> {
  private readonly piscina: Piscina;
  private readonly deadlineMs: { [K in keyof Kinds]: number };
  /** Tasks asked and not yet settled, running or waiting. */
  private inFlight = 0;
  private readonly capacity: number;

  constructor(options: HeavyWorkPoolOptions<Kinds>) {
    const entry = options.entry ?? workerEntry('heavy-work-worker');
    this.deadlineMs = options.deadlineMs;
    this.capacity = options.maxThreads + options.maxQueue;
    this.piscina = new Piscina({
      filename: entry.filename,
      ...(entry.execArgv ? { execArgv: entry.execArgv } : {}),
      // Threads start when work arrives and leave when idle: no memory held by a quiet server.
      minThreads: 0,
      maxThreads: options.maxThreads,
      idleTimeout: 30_000,
      // Idle threads wait on the event loop, not Atomics.wait, so promises inside a task (sharp,
      // pdf-parse's clean-up) always settle.
      atomics: 'disabled',
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? 512 },
    });
    // A failure inside a task rejects that task; this hears a thread lost between tasks, which
    // piscina replaces. Unheard, the event would end the process.
    this.piscina.on('error', (error: Error) => process.emitWarning(error));
  }

  /** Threads alive now (tests watch the limit). */
  get threads(): number {
    return this.piscina.threads.length;
  }

  async run<K extends keyof Kinds & string>(
    kind: K,
    input: Kinds[K]['input'],
  ): Promise<Kinds[K]['output']> {
    // Counted here: piscina keeps tasks that carry an AbortSignal outside its own maxQueue.
    if (this.inFlight >= this.capacity) throw new HttpError(503, KITCHEN_FULL);
    const ms = this.deadlineMs[kind];
    const deadline = AbortSignal.timeout(ms);
    const task = { kind, input } as TaskOf<Kinds>;
    this.inFlight++;
    try {
      return (await this.piscina.run(task, { signal: deadline })) as Kinds[K]['output'];
    } catch (error) {
      if (deadline.aborted) throw new HeavyWorkTimeout(kind, ms);
      throw error;
    } finally {
      this.inFlight--;
    }
  }

  close(): Promise<void> {
    return this.piscina.destroy();
  }
}
