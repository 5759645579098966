import type { Plugin } from 'vite';

/**
 * A screen's first reads: its route pattern (as in `src/app/screens.ts`; `:id` takes a record's
 * number) and the URLs it asks for before anything else, exactly as the console's API client
 * spells them (`{id}` is the number in the address, `{monthStart}` the start of this month in the
 * browser's time zone as the home screen's figures ask for it, a search time with `+` for spaces).
 * Only for an address without a query string:
 * filters, pages, sort orders and feed filters change what a screen asks for.
 */
export type EarlyScreen = readonly [pattern: string, urls: readonly string[]];

/** What the shell reads on every screen (the header's user, the account's settings and views). */
export const SHELL_READS: readonly string[] = [
  '/console/info.json',
  '/service/users/current.xml',
  '/service/account.xml',
  '/service/account/views.xml',
];

const contactPage = (collection: 'companies' | 'people', recordType: string): string[] => [
  `/service/${collection}/{id}.xml`,
  '/service/deals.xml?offset=0&limit=500&contact_id={id}',
  '/service/deals/statuses.xml',
  `/service/${collection}/{id}/affiliations.xml`,
  `/service/${collection}/{id}/super_tags.xml`,
  '/service/super_tags.xml',
  `/service/${collection}/{id}/todos.xml`,
  `/service/${collection}/{id}/communications.xml?offset=0&limit=500`,
  `/service/comments.xml?${collection === 'companies' ? 'company_id' : 'person_id'}={id}&offset=0&limit=25`,
  `/service/activities/recent.xml?offset=0&limit=25&record_type=${recordType}&record_id={id}&detail=full`,
  // The history's changes of the contact's deals.
  '/service/activities/recent.xml?offset=0&limit=25&deal_contact_id={id}&detail=full',
  '/service/tags.xml',
  '/service/deals/stages.xml',
  ...(collection === 'companies'
    ? [
        '/service/companies/{id}/people.xml?offset=0&limit=500',
        '/service/companies/{id}/people.xml?offset=0&limit=51',
      ]
    : []),
];

/**
 * The screens whose first reads are known from the address alone. `e2e/earlyRequests.spec.ts`
 * loads each and checks that the console took every answer sent early: a URL here that the
 * screen stops asking for (a new page size, a renamed parameter) fails it.
 */
export const EARLY_SCREENS: readonly EarlyScreen[] = [
  [
    '/',
    [
      '/service/todos.xml',
      '/service/deals/stages.xml',
      '/service/deals/totals.xml',
      '/service/deals/totals.xml?updated_since={monthStart}',
      '/service/activities/recent.xml?limit=10&detail=full',
      '/service/companies.xml?limit=1',
      '/service/people.xml?limit=1',
      '/service/deals.xml?limit=1',
    ],
  ],
  ['/companies', ['/service/tags.xml', '/service/companies.xml?offset=0&limit=20']],
  ['/people', ['/service/tags.xml', '/service/people.xml?offset=0&limit=20']],
  ['/companies/:id', contactPage('companies', 'Company')],
  ['/people/:id', contactPage('people', 'Person')],
  [
    '/deals',
    ['/service/deals/stages.xml', '/service/users.xml', '/service/deals.xml?offset=0&limit=20'],
  ],
  [
    '/deals/:id',
    [
      '/service/deals/{id}.xml',
      '/service/deals/statuses.xml',
      '/service/users.xml',
      '/service/tags.xml',
      '/service/deals/{id}/super_tags.xml',
      '/service/super_tags.xml',
      '/service/deals/{id}/people.xml',
      '/service/deals/{id}/activities.xml?detail=full',
    ],
  ],
  ['/pipeline', ['/service/deals/stages.xml', '/service/deals/totals.xml']],
  ['/todos', ['/service/todos.xml', '/service/users.xml']],
];

/**
 * The inline script index.html runs before any module: it sends the shell's reads and those of
 * the screen the address names, and keeps each answer's promise in `window.__crmEarly` for the
 * console's client (`src/api/client/earlyResponses.ts`). An address it does not know, or one with
 * a query string, gets the shell's reads only. ES5, no modules: it runs as the HTML is parsed.
 */
export function earlyRequestsScript(
  shell: readonly string[] = SHELL_READS,
  screens: readonly EarlyScreen[] = EARLY_SCREENS,
): string {
  return `(function () {
  if (typeof fetch !== 'function' || typeof Map !== 'function') return;
  // A page the proxy drew carries these answers already (server/proxy/firstScreen/).
  if (document.documentElement.hasAttribute('data-first-screen')) return;
  var early = new Map();
  window.__crmEarly = early;
  function ask(url) {
    if (early.has(url)) return;
    var accept = /\\.json$/.test(url) ? 'application/json' : 'application/xml';
    var response = fetch(url, { headers: { accept: accept }, credentials: 'same-origin' });
    response['catch'](function () {});
    early.set(url, { at: Date.now(), response: response });
  }
  // The first of this month at local midnight, as a search time in UTC (Mon DD HH:MM:SS UTC YYYY),
  // as the home screen asks for what changed this month.
  function monthStart() {
    var now = new Date();
    var d = new Date(now.getFullYear(), now.getMonth(), 1);
    var months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    function two(n) {
      return (n < 10 ? '0' : '') + n;
    }
    var text = months[d.getUTCMonth()] + ' ' + two(d.getUTCDate()) + ' ' + two(d.getUTCHours()) + ':' +
      two(d.getUTCMinutes()) + ':' + two(d.getUTCSeconds()) + ' UTC ' + d.getUTCFullYear();
    return encodeURIComponent(text).replace(/%20/g, '+');
  }
  ${JSON.stringify(shell)}.forEach(ask);
  if (location.search !== '') return;
  var screens = ${JSON.stringify(screens)};
  var path = location.pathname.split('/').filter(Boolean);
  for (var i = 0; i < screens.length; i++) {
    var pattern = screens[i][0].split('/').filter(Boolean);
    if (pattern.length !== path.length) continue;
    var id = null;
    for (var j = 0; j < pattern.length; j++) {
      if (pattern[j] === ':id') {
        if (!/^\\d{1,15}$/.test(path[j])) break;
        id = String(Number(path[j]));
      } else if (pattern[j] !== path[j].toLowerCase()) break;
    }
    if (j < pattern.length) continue;
    screens[i][1].forEach(function (url) {
      ask(url.replace(/\\{id\\}/g, id).replace('{monthStart}', monthStart()));
    });
    return;
  }
})();`;
}

/** Writes `earlyRequestsScript` into index.html, before its first module script (build only). */
export function earlyRequests(): Plugin {
  return {
    name: 'crm-early-requests',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<script type="module"/,
          `<script>${earlyRequestsScript()}</script>\n    <script type="module"`,
        ),
    },
  };
}
