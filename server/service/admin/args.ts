import { parseArgs } from 'node:util';
import { UsageError } from './adminCommand';
import { EMAIL } from '../account/accountUsers';

export interface ParsedArgs {
  values: Readonly<Record<string, string | undefined>>;
  positionals: readonly string[];
}

/**
 * Strict parsing of `--name value` options (all strings) and a fixed number of positionals;
 * anything unexpected is a UsageError naming it.
 */
export function parseCommandArgs(
  args: readonly string[],
  optionNames: readonly string[],
  positionalCount = 0,
): ParsedArgs {
  const options: Record<string, { type: 'string' }> = {};
  for (const name of optionNames) options[name] = { type: 'string' };
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: [...args], options, strict: true, allowPositionals: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message.split('\n')[0]! : String(error));
  }
  if (parsed.positionals.length !== positionalCount) {
    throw new UsageError(
      positionalCount === 0
        ? `Unexpected argument: ${parsed.positionals[0]}`
        : `Expected ${positionalCount} argument(s), got ${parsed.positionals.length}`,
    );
  }
  const values: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(parsed.values))
    values[name] = typeof value === 'string' ? value : undefined;
  return { values, positionals: parsed.positionals };
}

export function requiredOption(parsed: ParsedArgs, name: string): string {
  const value = parsed.values[name]?.trim();
  if (value === undefined || value === '') throw new UsageError(`--${name} is required`);
  return value;
}

/** A positive whole number such as an account id. */
export function parseId(text: string, label: string): number {
  if (!/^[1-9]\d{0,15}$/.test(text.trim()))
    throw new UsageError(`${label} must be a positive whole number (got "${text}")`);
  return Number(text.trim());
}

export function parseEmail(text: string, label: string): string {
  const email = text.trim();
  if (!EMAIL.test(email) || email.length > 254)
    throw new UsageError(
      `${label} must be an e-mail address such as bob@example.com (got "${text}")`,
    );
  return email;
}

/** `+0200`, `-05:30`, `0` → minutes east of UTC (−12:00 … +14:00). */
export function parseUtcOffset(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '0' || trimmed === 'Z') return 0;
  const match = /^([+-])(\d{2}):?(\d{2})$/.exec(trimmed);
  const minutes =
    match === null
      ? Number.NaN
      : (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
  if (match === null || Number(match[3]) >= 60 || minutes < -12 * 60 || minutes > 14 * 60) {
    throw new UsageError(
      `--utc-offset must look like +0200 or -05:30, between -1200 and +1400 (got "${text}")`,
    );
  }
  return minutes;
}

export function formatUtcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}
