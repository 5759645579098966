import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';

/**
 * The proxy's own small pages: sign in and sign out. Server-rendered HTML without scripts, in
 * the console's look (system font, blue 8 of its theme, light and dark), usable at 390 px. Errors
 * are announced (role="alert", also in the title) and tied to the fields they concern.
 */
const STYLE = `
:root{color-scheme:light dark;--bg:#f8f9fa;--card:#fff;--text:#212529;--dim:#495057;--line:#adb5bd;--blue:#1971c2;--blue-text:#fff;--error:#c92a2a;--error-bg:#fff5f5}
@media (prefers-color-scheme:dark){:root{--bg:#1a1b1e;--card:#242424;--text:#dee2e6;--dim:#adb5bd;--line:#5c5f66;--blue:#1971c2;--error:#ffa8a8;--error-bg:#2c1a1a}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:flex-start;justify-content:center;background:var(--bg);color:var(--text);font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
main{width:100%;max-width:24rem;margin:12vh 1rem 2rem;padding:1.5rem;background:var(--card);border:1px solid var(--line);border-radius:4px}
h1{font-size:1.5rem;margin:0 0 .25rem}
p{margin:0 0 1rem;color:var(--dim)}
label{display:block;font-weight:600;font-size:.95rem;margin:1rem 0 .25rem}
input{width:100%;font:inherit;padding:.5rem .75rem;border:1px solid var(--line);border-radius:4px;background:var(--card);color:var(--text)}
input[aria-invalid=true]{border-color:var(--error)}
:focus-visible{outline:2px solid var(--blue);outline-offset:2px}
button{margin-top:1.5rem;width:100%;font:inherit;font-weight:600;padding:.6rem 1rem;border:0;border-radius:4px;background:var(--blue);color:var(--blue-text);cursor:pointer}
.alert{margin:1rem 0 0;padding:.75rem 1rem;border-left:4px solid var(--error);background:var(--error-bg);color:var(--text)}
.note{margin:1rem 0 0;padding:.75rem 1rem;border-left:4px solid var(--blue)}
`.trim();

const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');
/** Only this page's own style; forms post to this origin; no scripts, frames or other sources. */
export const PAGE_CONTENT_SECURITY_POLICY = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

export const SIGN_IN_PATH = '/console/sign-in';
export const SIGN_OUT_PATH = '/console/sign-out';

export interface SignInView {
  /** The console address to return to after signing in. */
  next: string;
  /** The name typed last (kept after a failure). */
  user?: string;
  error?: string;
  notice?: string;
}

export function signInPage(view: SignInView): string {
  const invalid = view.error === undefined ? '' : ' aria-invalid="true" aria-describedby="error"';
  const title = `${view.error === undefined ? '' : 'Error: '}Sign in · CRM console`;
  return page(
    title,
    `<h1>CRM console</h1>
<p>Sign in to continue.</p>
${view.error === undefined ? '' : `<div class="alert" id="error" role="alert">${escapeHtml(view.error)}</div>`}
${view.notice === undefined ? '' : `<div class="note" role="status">${escapeHtml(view.notice)}</div>`}
<form method="post" action="${SIGN_IN_PATH}">
<input type="hidden" name="next" value="${escapeHtml(view.next)}">
<label for="user">User name</label>
<input id="user" name="user" autocomplete="username" autocapitalize="none" spellcheck="false" required maxlength="64" value="${escapeHtml(view.user ?? '')}"${invalid}${view.error === undefined ? ' autofocus' : ''}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="1024"${invalid}${view.error === undefined ? '' : ' autofocus'}>
<button type="submit">Sign in</button>
</form>`,
  );
}

export function signOutPage(user: string): string {
  return page(
    'Sign out · CRM console',
    `<h1>CRM console</h1>
<p>Signed in as ${escapeHtml(user)}.</p>
<form method="post" action="${SIGN_OUT_PATH}">
<button type="submit">Sign out</button>
</form>`,
  );
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export function sendPage(
  res: ServerResponse,
  status: number,
  html: string,
  headers: Record<string, string> = {},
): void {
  const body = Buffer.from(html, 'utf8');
  res.writeHead(status, {
    ...headers,
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(body.length),
    'cache-control': 'no-store',
    'content-security-policy': PAGE_CONTENT_SECURITY_POLICY,
  });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}
