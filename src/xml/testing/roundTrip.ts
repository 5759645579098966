import { parseXml, type XmlElement } from '../tree';

/** Encode → parse → decode gives back the value: what the service writes, the console reads. */
export const roundTrip = <T>(
  encode: (value: T) => string,
  decode: (root: XmlElement) => T,
  value: T,
): T => decode(parseXml(encode(value)));
