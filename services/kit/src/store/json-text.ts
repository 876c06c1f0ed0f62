import { Document, Schema, mongo, type Model } from 'mongoose';
import { isFerretClient } from './ferret-server.ts';

/**
 * Fields stored as JSON text on FerretDB, as documents on MongoDB: the one home of that encoding.
 *
 * Why (docs/decisions.md, "JSON text on FerretDB, in the store layer"): FerretDB 1.24 decodes every
 * document a query touches from its SQL row into nested BSON in Go, and that cost grows with how
 * many nested fields a document has, not how many bytes. Measured 2026-11 on the shared FerretDB
 * (SQLite), 2,000 practice sessions with their shots as nested fields: 0.9 s per `_id` lookup and
 * 1.6 s per update by `_id`; the same sessions with the shots as one string: 87 ms and 124 ms (a
 * history page 23 s against 1.0 s). The forum's read models (500 entries each) and the members'
 * progress maps have the same shape of problem. MongoDB 7 stores and reads nested documents natively,
 * so there the fields are plain documents and arrays, and can be queried and indexed.
 *
 * Domain code declares the fields on its schema (`storedWhole(schema, ['scores', 'agg'])`)
 * and reads and writes plain values; the kit picks the stored form per connection:
 * - on FerretDB, `<field>Json` holds the value as Extended JSON text (Dates and ObjectIds come back
 *   as themselves; text stored earlier as plain JSON reads as it did);
 * - on MongoDB, `<field>` holds the value as it is.
 * Reads accept both forms and the earlier ones (a document written before on the other server, or
 * before the field became text); every write of a field removes its other form, so a document moves
 * to the connection's form on its next write of that field.
 *
 * Covered paths: the kit's OutboxStore (findById, insert, update, write, insertMissing), and the
 * model's own reads (`find`/`findOne`, lean or not: decoded after the query, and a projection that
 * names a field also fetches its text) and writes (`replaceOne`, `updateOne`, `updateMany`,
 * `findOneAndUpdate` with top-level `$set` of a field, `insertMany`). Raw driver writes
 * (`model.collection`, bulkWrite) encode with `toStoredForm`. Filters and aggregation pipelines
 * cannot look into the text: such fields are for values read and written whole.
 */

const { EJSON, ObjectId } = mongo.BSON;

/** The stored name of a field's text form. */
export const jsonTextFieldOf = (field: string): string => `${field}Json`;

const declared = new WeakMap<object, readonly string[]>();

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyModel = Model<any>;

/** The fields a model stores as JSON text on FerretDB (none: undefined). */
export const jsonTextFieldsOf = (model: AnyModel): readonly string[] | undefined => declared.get(model.schema);

/** Whether the model's connection stores the fields as text (FerretDB, as connectMongo or the document locks found out). */
export const storesJsonText = (model: AnyModel): boolean => isFerretClient(model.db.getClient());

/** Dates and ObjectIds in Extended JSON's relaxed form (what `EJSON.parse` reads back); everything else as JSON has it. */
function extendedJson(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const raw = this[key];
  if (raw instanceof Date) return Number.isNaN(raw.getTime()) ? null : { $date: raw.toISOString() };
  if (raw instanceof ObjectId) return { $oid: raw.toHexString() };
  return value;
}

/**
 * A value as JSON text in Extended JSON (relaxed), so Dates and ObjectIds survive the round trip.
 * Written by JSON.stringify with a replacer rather than `EJSON.stringify`, which took about twice as
 * long for a session's rounds (≈ 220 against ≈ 170 µs, plain JSON ≈ 115 µs, on the loaded machine).
 */
export const toJsonText = (value: unknown): string => JSON.stringify(value, extendedJson);

/**
 * JSON text back to the value. Plain JSON (all text written before Extended JSON, and any value
 * without Dates or ObjectIds) takes the fast path: EJSON's parse costs ≈ 8 times JSON.parse.
 */
export const fromJsonText = (text: string): unknown => (text.includes('{"$') ? EJSON.parse(text, { relaxed: true }) : JSON.parse(text));

type Plain = Record<string, unknown>;

/** A stored document (or a part of one) with its fields decoded; other fields untouched. */
export function decodeJsonTextFields(fields: readonly string[], raw: Plain): Plain {
  let out: Plain | null = null;
  for (const f of fields) {
    const t = jsonTextFieldOf(f);
    if (!(t in raw)) continue;
    out ??= { ...raw };
    const text = out[t];
    delete out[t];
    if (typeof text === 'string') out[f] = fromJsonText(text);
  }
  return out ?? raw;
}

/** The fields of `doc` in the stored form of `asText`; other fields untouched. */
export function encodeJsonTextFields(fields: readonly string[], doc: Plain, asText: boolean): Plain {
  let out: Plain | null = null;
  for (const f of fields) {
    const t = jsonTextFieldOf(f);
    if (asText && f in doc) {
      out ??= { ...doc };
      const value = out[f];
      delete out[f];
      if (value !== undefined) out[t] = toJsonText(value);
    } else if (!asText && t in doc) {
      // a caller passing the text form on MongoDB (e.g. a copy of a FerretDB document): store the value
      out ??= { ...doc };
      const text = out[t];
      delete out[t];
      if (typeof text === 'string') out[f] = fromJsonText(text);
    }
  }
  return out ?? doc;
}

/** The other stored form of each of `fields` that `set` writes: to remove in the same update. */
export function otherJsonTextForms(fields: readonly string[], set: Plain, asText: boolean): string[] {
  return fields.filter((f) => f in set || jsonTextFieldOf(f) in set).map((f) => (asText ? f : jsonTextFieldOf(f)));
}

/** A document as the model stores it on its connection (for raw driver writes: `model.collection`, bulkWrite). */
export function toStoredForm<T>(model: AnyModel, doc: T): T {
  const fields = jsonTextFieldsOf(model);
  return fields ? (encodeJsonTextFields(fields, doc as Plain, storesJsonText(model)) as T) : doc;
}

/** A document read with the raw driver, its fields decoded (the model's own reads decode already). */
export function fromStoredForm<T>(model: AnyModel, raw: T): T {
  const fields = jsonTextFieldsOf(model);
  return fields && raw ? (decodeJsonTextFields(fields, raw as Plain) as T) : raw;
}

const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);

/** A `$set`-style update of a model's fields in the stored form, with the other forms unset. */
function encodeUpdate(fields: readonly string[], update: Plain, asText: boolean): Plain {
  const operators = Object.keys(update).some((k) => k.startsWith('$'));
  const set = operators ? (isPlain(update.$set) ? update.$set : null) : update;
  if (!set || !fields.some((f) => f in set || jsonTextFieldOf(f) in set)) return update;
  const stored = encodeJsonTextFields(fields, set, asText);
  const unset = Object.fromEntries(otherJsonTextForms(fields, set, asText).map((f) => [f, '']));
  const $unset = { ...(isPlain(update.$unset) ? update.$unset : {}), ...unset };
  return operators ? { ...update, $set: stored, $unset } : { $set: stored, $unset };
}

/**
 * Declares `fields` of `schema` as values read and written whole, never queried into: the store layer
 * picks their stored form, JSON text on FerretDB and documents on MongoDB (see the top of this file for
 * why and what is covered). Adds both stored forms to the schema; domain types name only the plain field.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function storedWhole<S extends Schema<any>>(schema: S, fields: readonly string[]): S {
  schema.add(
    Object.fromEntries(
      fields.flatMap((f) => [
        [f, { type: Schema.Types.Mixed }],
        [jsonTextFieldOf(f), { type: String }],
      ]),
    ),
  );
  declared.set(schema, fields);

  // a projection that names a field fetches its text form too
  schema.pre(['find', 'findOne', 'findOneAndUpdate'], function () {
    const projection = this.projection() as Plain | undefined;
    if (!projection) return;
    const extra: Plain = {};
    for (const f of fields) if (f in projection && !(jsonTextFieldOf(f) in projection)) extra[jsonTextFieldOf(f)] = projection[f];
    if (Object.keys(extra).length) this.projection({ ...projection, ...extra });
  });

  // reads: every result decoded, lean or hydrated
  const decode = (doc: unknown): unknown => {
    if (doc instanceof Document) {
      const d = doc;
      for (const f of fields) {
        const text = d.get(jsonTextFieldOf(f));
        if (typeof text === 'string') {
          d.set(f, fromJsonText(text));
          d.set(jsonTextFieldOf(f), undefined);
        }
      }
      return d;
    }
    if (!isPlain(doc)) return doc;
    const d = doc;
    const decoded = decodeJsonTextFields(fields, d);
    if (decoded !== d) {
      for (const f of fields) delete d[jsonTextFieldOf(f)];
      Object.assign(d, decoded);
    }
    return d;
  };
  schema.post(['find', 'findOne', 'findOneAndUpdate', 'findOneAndReplace'], function (res: unknown) {
    if (Array.isArray(res)) res.forEach(decode);
    else decode(res);
  });

  // writes through the model
  schema.pre(['updateOne', 'updateMany', 'findOneAndUpdate'], function () {
    const update = this.getUpdate() as Plain | null;
    if (update && !Array.isArray(update)) this.setUpdate(encodeUpdate(fields, update, storesJsonText(this.model)));
  });
  schema.pre(['replaceOne', 'findOneAndReplace'], function () {
    const replacement = this.getUpdate() as Plain | null;
    if (replacement) this.setUpdate(encodeJsonTextFields(fields, replacement, storesJsonText(this.model)));
  });
  schema.pre('insertMany', function (docs: unknown) {
    const model = this as unknown as Model<unknown>;
    if (Array.isArray(docs)) docs.forEach((d, i) => isPlain(d) && (docs[i] = encodeJsonTextFields(fields, d, storesJsonText(model))));
  });
  return schema;
}
