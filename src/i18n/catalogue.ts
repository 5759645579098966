/**
 * The types of a feature's messages. The English file is the source: its keys are what `t` accepts
 * (a plural's `_one`/`_other` keys are one key, chosen by `count`), and the German file must have
 * exactly the same keys, so a missing or extra German key fails the typecheck of `npm run check`.
 */
export type Catalogue = Readonly<Record<string, string>>;

/** Another language's catalogue: every key of the English one, and no other. */
export type Translation<English extends Catalogue> = { readonly [Key in keyof English]: string };

type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** A catalogue's keys as `t` takes them: `deals_one` and `deals_other` are the key `deals`. */
export type MessageKey<English extends Catalogue> = {
  [Key in keyof English & string]: Key extends `${infer Base}_${PluralCategory}` ? Base : Key;
}[keyof English & string];

/** What a message's `{{placeholders}}` are filled with; `count` also picks the plural form. */
export type MessageValues = Readonly<Record<string, string | number>>;

export type Translate<English extends Catalogue> = (
  key: MessageKey<English>,
  values?: MessageValues,
) => string;
