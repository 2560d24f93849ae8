import { Worker } from 'node:worker_threads';
import { PASSWORD_MIN_SCORE, PASSWORD_STRENGTH_L33T_MAX_SUBSTITUTIONS, PASSWORD_STRENGTH_MAX_LENGTH } from '../../../shared/constants';
import { ERROR_CODES } from '../../../shared/errorCodes';
import { passwordUserInputs, type PasswordOwner } from '../../../shared/passwordStrength';
import { AppError } from '../../plugins/errors';

export interface PasswordScore {
  score: number;
  feedback: { warning: string | null; suggestions: string[] };
}

/**
 * zxcvbn-ts with its common (leaked passwords, keyboard layouts) and English dictionaries runs in a
 * worker thread: its dictionaries take about 80 MB and 0.5 s to load, and one check up to 50 ms of CPU.
 * In a worker the event loop never waits on a check, and when no password has been checked for
 * IDLE_MS the worker ends and its memory goes back to the system, so the server stays small at rest.
 * The worker's code is plain CommonJS (run with `eval`), so it works from the sources and the build.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { ZxcvbnFactory } = require(workerData.modules.core);
const common = require(workerData.modules.common);
const en = require(workerData.modules.en);
const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...en.dictionary },
  graphs: common.adjacencyGraphs,
  maxLength: workerData.maxLength,
  l33tMaxSubstitutions: workerData.l33tMaxSubstitutions,
});
parentPort.on('message', ({ id, password, inputs }) => {
  try {
    const { score, feedback } = zxcvbn.check(password, inputs);
    parentPort.postMessage({ id, score, feedback: { warning: feedback.warning, suggestions: feedback.suggestions } });
  } catch (err) {
    parentPort.postMessage({ id, error: String(err && err.message || err) });
  }
});
`;

const IDLE_MS = 60_000;

type Reply = { id: number; score: number; feedback: PasswordScore['feedback']; error?: undefined } | { id: number; error: string };

class StrengthWorker {
  private worker: Worker | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (score: PasswordScore) => void; reject: (err: Error) => void }>();

  private start(): Worker {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        modules: { core: require.resolve('@zxcvbn-ts/core'), common: require.resolve('@zxcvbn-ts/language-common'), en: require.resolve('@zxcvbn-ts/language-en') },
        maxLength: PASSWORD_STRENGTH_MAX_LENGTH,
        l33tMaxSubstitutions: PASSWORD_STRENGTH_L33T_MAX_SUBSTITUTIONS,
      },
    });
    // A worker waiting for work must not keep the process alive.
    worker.unref();
    worker.on('message', (reply: Reply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.error !== undefined) waiting.reject(new Error(`password strength check failed: ${reply.error}`));
      else waiting.resolve({ score: reply.score, feedback: reply.feedback });
      this.armIdleTimer();
    });
    const fail = (err: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const waiting of this.pending.values()) waiting.reject(err);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', () => fail(new Error('the password strength worker stopped')));
    return worker;
  }

  private armIdleTimer(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    if (this.pending.size > 0) return;
    this.idleTimer = setTimeout(() => void this.stop(), IDLE_MS);
    this.idleTimer.unref();
  }

  check(password: string, inputs: string[]): Promise<PasswordScore> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.worker ??= this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker!.postMessage({ id, password, inputs });
    });
  }

  async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }
}

const strengthWorker = new StrengthWorker();

/** The score (0 to 4) and zxcvbn's feedback for a password of this owner. */
export function passwordStrength(password: string, owner: PasswordOwner): Promise<PasswordScore> {
  return strengthWorker.check(password, passwordUserInputs(owner));
}

/** Ends the worker now (tests, shutdown); the next check starts a new one. */
export function stopPasswordStrengthWorker(): Promise<void> {
  return strengthWorker.stop();
}

/**
 * Refuses a password that is easy to guess (a common one, a keyboard pattern, the owner's own name)
 * with 400 AUTH_PASSWORD_TOO_WEAK, naming the field.
 */
export async function assertStrongPassword(password: string, owner: PasswordOwner, field: string): Promise<void> {
  const { score, feedback } = await passwordStrength(password, owner);
  if (score >= PASSWORD_MIN_SCORE) return;
  throw new AppError(400, ERROR_CODES.AUTH_PASSWORD_TOO_WEAK, 'This password is too easy to guess. Use a longer one, for example a few unrelated words.', {}, [
    { path: `body.${field}`, message: `is too easy to guess (score ${score} of 4${feedback.warning ? `: ${feedback.warning}` : ''})` },
  ]);
}
