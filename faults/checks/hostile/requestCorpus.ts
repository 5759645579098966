import { FORM, XML, type HostileCase } from './cases';

/**
 * Hostile requests other than XML bodies: malformed credentials, malformed percent-encodings and
 * paths, hostile query strings and form bodies, and content types nobody should send.
 */
const basic = (userPass: string | Buffer): string =>
  `Basic ${Buffer.from(userPass).toString('base64')}`;

const CREDENTIALS: Array<[string, string | false]> = [
  ['no credentials', false],
  ['an empty Authorization header', ''],
  ['"Basic" alone', 'Basic'],
  ['"Basic " and spaces', 'Basic    '],
  ['Basic with characters outside base64', 'Basic !!!!'],
  ['Basic with broken base64 padding', 'Basic dG9r=ZW4='],
  ['Basic with an empty token', basic(':x')],
  [
    'Basic without a colon (RFC 7617: malformed)',
    basic('0123456789abcdef0123456789abcdef01234567'),
  ],
  ['Basic with a blank token', basic('   :x')],
  ['Basic with a NUL token', basic('\u0000:x')],
  ['Basic with invalid UTF-8', basic(Buffer.from([0xff, 0xfe, 0x3a, 0x78]))],
  ['Basic with a 4,000-character token', basic(`${'t'.repeat(4000)}:x`)],
  ['Basic followed by junk', `${basic('token:x')} junk`],
  ['Bearer', 'Bearer abcdef'],
  ['Digest', 'Digest username="x", realm="CRM API", nonce="1", uri="/", response="0"'],
  ['a token guessed with SQL', basic("' OR '1'='1:x")],
  ['a token guessed with a wildcard', basic('%:x')],
  ['a token of another scheme in Basic', basic('Bearer abc:x')],
  ['a tab inside the credentials', 'Basic dG9r\tZW4='],
];

const PATHS: Array<[string, string]> = [
  ['a truncated percent-encoding', '/service/companies/%E0%A4%A.xml'],
  ['a lone percent sign', '/service/companies/%.xml'],
  ['non-hex percent digits', '/service/companies/%zz.xml'],
  ['overlong UTF-8 dots', '/service/tags/%C0%AE%C0%AE.xml'],
  ['an encoded NUL', '/service/tags/%00.xml'],
  ['an encoded surrogate', '/service/tags/%ED%A0%80.xml'],
  ['a dot-dot segment', '/service/companies/../users.xml'],
  ['an encoded dot-dot', '/service/companies/%2e%2e/users.xml'],
  ['an encoded slash', '/service/companies%2F1.xml'],
  ['a double slash', '/service//companies.xml'],
  ['a leading double slash', '//service/companies.xml'],
  ['a backslash', '/service/companies\\1.xml'],
  ['a matrix parameter', '/service/companies/1.xml;jsessionid=x'],
  ['a non-numeric id', '/service/companies/abc.xml'],
  ['a negative id', '/service/companies/-1.xml'],
  ['a 30-digit id', '/service/companies/999999999999999999999999999999.xml'],
  ['an exponent id', '/service/companies/1e3.xml'],
  ['a hex id', '/service/companies/0x10.xml'],
  ['a double extension', '/service/companies/{company}.xml.xml'],
  ['a path outside /service', '/etc/passwd'],
  ['/service alone', '/service'],
  ['an unknown collection', '/service/__proto__.xml'],
  ['a constructor collection', '/service/constructor/1.xml'],
  ['a 10,000-character segment', `/service/tags/${'x'.repeat(10_000)}.xml`],
  ['a 20,000-character path (over the header limit)', `/service/tags/${'y'.repeat(20_000)}.xml`],
];

const QUERIES: Array<[string, string]> = [
  ['offset with bad percent-encoding', '/service/companies.xml?offset=%ZZ'],
  ['a negative limit', '/service/companies.xml?limit=-5'],
  ['an exponent offset', '/service/companies.xml?offset=1e3'],
  ['a huge offset', '/service/companies.xml?offset=99999999999999999999999'],
  ['a bad date', '/service/companies.xml?updated_since=yesterday'],
  ['a __proto__ parameter', '/service/companies.xml?__proto__=1'],
  ['a __proto__ bracket parameter', '/service/companies.xml?__proto__[polluted]=1'],
  [
    'a constructor.prototype parameter',
    '/service/companies.xml?constructor[prototype][polluted]=1',
  ],
  ['a malformed bracket parameter', '/service/companies.xml?name[=x'],
  [
    '1,001 parameters',
    `/service/companies.xml?${Array.from({ length: 1001 }, (_, i) => `p${i}=1`).join('&')}`,
  ],
  ['several to-do search options', '/service/todos.xml?person_id=1&assigned_to=admin@example.com'],
  [
    'an unknown participant role',
    '/service/communications/{communication}/participants.xml?role=boss',
  ],
  ['a non-numeric contact_id', '/service/communications.xml?contact_id=abc'],
  ['an unknown ctype', '/service/communications.xml?ctype=fax'],
];

const FORMS: Array<[string, string, string]> = [
  ['a duplicated form field', '/service/companies.xml', 'company[name]=A&company[name]=B'],
  [
    'a __proto__ form field',
    '/service/companies.xml',
    'company[__proto__][name]=X&company[name]=Y',
  ],
  ['a __proto__ form root', '/service/companies.xml', '__proto__[name]=X'],
  [
    'a constructor.prototype form field',
    '/service/companies.xml',
    'company[constructor][prototype][name]=X',
  ],
  ['a malformed form name', '/service/companies.xml', 'company[name=X'],
  ['an unbalanced form name', '/service/companies.xml', 'company]name[=X'],
  [
    'a 10,000-level form name',
    '/service/companies.xml',
    `company${'[a]'.repeat(10_000)}=X&company[name]=Y`,
  ],
  ['a blank form name', '/service/companies.xml', 'company[name]=%20%20'],
  [
    'a form with 1,001 fields',
    '/service/companies.xml',
    `company[name]=X&${Array.from({ length: 1001 }, (_, i) => `company[f${i}]=1`).join('&')}`,
  ],
  ['a form for the wrong record', '/service/companies.xml', 'person[first_name]=X'],
  ['invalid UTF-8 in a form', '/service/companies.xml', 'company[name]=%FF%FE'],
];

const CONTENT_TYPES: Array<[string, string | undefined, string]> = [
  ['JSON', 'application/json', '{"company":{"name":"X"}}'],
  ['text/plain', 'text/plain', 'company[name]=X'],
  [
    'multipart',
    'multipart/form-data; boundary=b',
    '--b\r\nContent-Disposition: form-data; name="company[name]"\r\n\r\nX\r\n--b--',
  ],
  ['no content type', undefined, '<company><name>X</name></company>'],
  ['a garbage content type', 'x/y; ;;; charset=*', '<company><name>X</name></company>'],
  ['two byte-order marks', 'application/xml', '\uFEFF\uFEFF<company><name>X</name></company>'],
];

export function requestCorpus(): HostileCase[] {
  const cases: HostileCase[] = [];
  for (const [name, auth] of CREDENTIALS) {
    cases.push({
      name: `credentials: ${name}`,
      method: 'GET',
      path: '/service/companies.xml',
      auth,
      expect: [401, 429],
    });
    cases.push({
      name: `credentials on a write: ${name}`,
      method: 'POST',
      path: '/service/companies.xml',
      auth,
      headers: XML,
      body: '<company><name>Intruder</name></company>',
      expect: [401, 429],
    });
  }
  for (const [name, path] of PATHS) cases.push({ name: `path: ${name}`, method: 'GET', path });
  for (const [name, path] of PATHS.slice(0, 12))
    cases.push({
      name: `path on a write: ${name}`,
      method: 'PUT',
      path,
      headers: XML,
      body: '<company><name>Through the path</name></company>',
    });
  for (const [name, path] of QUERIES) cases.push({ name: `query: ${name}`, method: 'GET', path });
  cases.push({
    name: 'query: a __proto__ parameter on a write',
    method: 'PUT',
    path: '/service/companies/{company}/add_tag.xml?__proto__=x&tag=Polluted',
    expect: [400],
  });
  for (const [name, path, body] of FORMS)
    cases.push({ name: `form: ${name}`, method: 'POST', path, headers: FORM, body });
  for (const [name, type, body] of CONTENT_TYPES)
    cases.push({
      name: `content type: ${name}`,
      method: 'POST',
      path: '/service/companies.xml',
      headers: type === undefined ? {} : { 'content-type': type },
      body,
    });
  cases.push({ name: 'method: TRACE', method: 'TRACE', path: '/service/companies.xml' });
  cases.push({
    name: 'method: PATCH',
    method: 'PATCH',
    path: '/service/companies/{company}.xml',
    headers: XML,
    body: '<company><name>Patched</name></company>',
  });
  cases.push({
    name: 'method: DELETE on a collection',
    method: 'DELETE',
    path: '/service/companies.xml',
  });
  return cases;
}
