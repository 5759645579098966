/** Options every record encoder takes. */
export interface EncodeOptions {
  /** The account's offset from UTC in minutes, for Format A fields. Default 0 (`+0000`). */
  utcOffsetMinutes?: number;
}
