import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { hashPassword, MAX_PASSWORD_LENGTH } from './passwordHash';

/**
 * `npm run hash-password`: reads the console password (typed twice without echo on a terminal,
 * or the first line of standard input) and prints its scrypt hash for CONSOLE_PASSWORD_HASH.
 * The password is never taken as an argument: arguments end up in shell history and `ps`.
 */
const MIN_PASSWORD_LENGTH = 12;

async function readPasswords(): Promise<string[]> {
  const input = process.stdin;
  if (!input.isTTY) {
    const lines = createInterface({ input, crlfDelay: Infinity });
    for await (const line of lines) return [line];
    return [''];
  }
  // Echo off: what is typed goes to a sink; only the prompts are written.
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const prompt = createInterface({ input, output, terminal: true });
  const ask = (question: string): Promise<string> =>
    new Promise((resolve) => {
      process.stderr.write(question);
      muted = true;
      prompt.question('', (answer) => {
        muted = false;
        process.stderr.write('\n');
        resolve(answer);
      });
    });
  try {
    return [await ask('Console password: '), await ask('Again: ')];
  } finally {
    prompt.close();
  }
}

async function main(): Promise<number> {
  const [password = '', again = password] = await readPasswords();
  if (password !== again) {
    process.stderr.write('The two passwords differ: nothing was printed.\n');
    return 1;
  }
  if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) {
    process.stderr.write(
      `Use a password of ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters.\n`,
    );
    return 1;
  }
  process.stdout.write(`${await hashPassword(password)}\n`);
  return 0;
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
