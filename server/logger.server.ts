/**
 * The server's structured logger (JSON lines on stdout). Logs must never carry visitor data:
 * database errors embed the query's parameters (names, e-mails, phones, IPs) in their message
 * and detail, so errors are reduced to their class name and code before they are written.
 */
import pino, { type DestinationStream, type Logger } from "pino";
import { EnvError } from "./env.server";

export type { Logger };

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** LOG_LEVEL, default `info`; `silent` turns logging off (tests). */
export function parseLogLevel(value: string | undefined): LogLevel {
  const level = value?.trim().toLowerCase() || "info";
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    throw new EnvError(
      `Invalid environment configuration:\n  LOG_LEVEL: must be one of ${LOG_LEVELS.join(", ")}`,
    );
  }
  return level as LogLevel;
}

/** What may be logged about an error. */
export interface LoggedError {
  /** The error's class, e.g. DrizzleQueryError. */
  type: string;
  /** A machine code such as PostgreSQL's SQLSTATE ("23505") or Node's "ECONNREFUSED". */
  code?: string;
  cause?: LoggedError;
}

// A code is an identifier; anything else in that property could be data.
const CODE_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;
const MAX_CAUSE_DEPTH = 3;

// Results already described pass through again unchanged (the logger's serializer sees them too).
const describedErrors = new WeakSet<object>();

/** The class name and code of an error and of its causes; never the message, detail or values. */
export function describeError(error: unknown, depth = 0): LoggedError {
  if (typeof error !== "object" || error === null) return { type: typeof error };
  if (describedErrors.has(error)) return error as LoggedError;
  const type = error.constructor?.name || (error instanceof Error ? error.name : "Object");
  const described: LoggedError = { type };
  const code = (error as { code?: unknown }).code;
  if ((typeof code === "string" || typeof code === "number") && CODE_PATTERN.test(String(code))) {
    described.code = String(code);
  }
  const cause = (error as { cause?: unknown }).cause;
  if (cause !== undefined && depth < MAX_CAUSE_DEPTH) described.cause = describeError(cause, depth + 1);
  describedErrors.add(described);
  return described;
}

/**
 * The call-site lines of an error's stack, without its message (which can hold data). For
 * unexpected server errors only: a client's mistake is not worth a stack.
 */
export function stackFrames(error: unknown): string[] {
  if (!(error instanceof Error) || typeof error.stack !== "string") return [];
  return error.stack
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .map((line) => line.trim());
}

export interface LoggerOptions {
  level?: LogLevel;
  /** Where lines go; stdout by default. Tests pass a stream to read them. */
  destination?: DestinationStream;
}

export function createLogger({ level = "info", destination }: LoggerOptions = {}): Logger {
  const options: pino.LoggerOptions = {
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    serializers: { err: describeError, error: describeError, cause: describeError },
    hooks: {
      // Given an error and no message, pino would use the error's message as the line's message.
      logMethod(args, method) {
        const [first, message] = args;
        if (typeof first === "object" && first !== null && message === undefined) {
          return method.apply(this, [first, first instanceof Error ? "Unexpected error" : ""]);
        }
        return method.apply(this, args);
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

function levelFromEnvironment(): LogLevel {
  try {
    return parseLogLevel(process.env.LOG_LEVEL);
  } catch {
    // The server's entry validates LOG_LEVEL and stops with a message; modules only need a level.
    return "info";
  }
}

/** The process's logger; requests log through children that carry their request id. */
export const logger: Logger = createLogger({ level: levelFromEnvironment() });
