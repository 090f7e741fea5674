import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import { todayIn } from '@tika/contract';

/** What an answer was made from, as the one query that reads it tells (docs/decisions/0024). */
export interface AnswerBasis {
  /** The version of the rows it lists (rowsVersion in db/change-numbers.ts). */
  version: string;
  /** Everything else it was made from but the clock, as one string (the child, settings, day). */
  inputs: string;
  /** The time zone of the parent's day: an answer is made for one day in it. */
  timeZone: string;
}

interface KeptAnswer extends AnswerBasis {
  today: string;
  madeAt: number;
  /** The answer as sent (its JSON). */
  body: string;
}

/**
 * A read's recent answers on this server, each sent again only while the database says nothing
 * it was made from has changed: the read's one query still runs every time, and leaves its rows
 * out when their version is the kept answer's. Two servers answer alike: neither trusts what it
 * kept without that check, and a restart just makes the answers again. Keyed by whatever makes
 * two answers differ (child, reader, language); at most `reuseMs` old and never from another day.
 */
export class KeptAnswers {
  private readonly kept: LRUCache<string, KeptAnswer>;

  constructor(private readonly options: { reuseMs: number; maxChars: number }) {
    this.kept = new LRUCache({
      maxSize: options.maxChars,
      sizeCalculation: (answer) =>
        answer.body.length + answer.version.length + answer.inputs.length + 100,
    });
  }

  /**
   * The answer for `key` at `now`, as JSON: `read` runs the read's one query, told the version
   * of the rows a kept answer was made from (null: none may still hold), and leaves those rows
   * out when they still have it; the kept JSON is sent when everything else is the same too.
   * Otherwise the answer is made (`make`), kept and sent; when only the rows were the same, they
   * are read once more first.
   */
  async answer<Rows>(
    key: string,
    now: Date,
    steps: {
      read: (knownVersion: string | null) => Promise<Rows>;
      /** Whether the read left its rows out, their version being the known one. */
      rowsLeftOut: (rows: Rows) => boolean;
      basis: (rows: Rows) => AnswerBasis;
      make: (rows: Rows) => string | Promise<string>;
    },
  ): Promise<string> {
    let rows = await steps.read(this.reusable(key, now)?.version ?? null);
    if (steps.rowsLeftOut(rows)) {
      const basis = steps.basis(rows);
      const answer = this.reusable(key, now);
      if (answer && answer.version === basis.version && answer.inputs === basis.inputs)
        return answer.body;
      // The rows are as they were, but something else changed (the parent's time zone, say).
      rows = await steps.read(null);
    }
    const body = await steps.make(rows);
    const basis = steps.basis(rows);
    const today = todayIn(basis.timeZone, now);
    this.kept.set(key, { ...basis, today, madeAt: now.getTime(), body });
    return body;
  }

  private reusable(key: string, now: Date): KeptAnswer | undefined {
    const answer = this.kept.get(key);
    if (!answer || now.getTime() - answer.madeAt >= this.options.reuseMs) return undefined;
    return answer.today === todayIn(answer.timeZone, now) ? answer : undefined;
  }
}

/** The route's own serializer (its response schema's allow-list), to make an answer's JSON once. */
export const routeSerializer =
  (reply: FastifyReply) =>
  (answer: unknown): string =>
    reply.serialize(answer) as string;

/** Sends JSON the route's serializer already made (a kept answer) as it is, not serialized again. */
export const sendJson = (reply: FastifyReply, body: string) =>
  reply.type('application/json; charset=utf-8').send(body);
