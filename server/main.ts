import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { createLogger } from './http/logger';
import { ensureConsoleBuilt } from './runtime/consoleBuild';
import { consoleUrl, signInNote, startProxyServer } from './runtime/proxyServer';
import { exitOnStartFailure, onShutdownSignal } from './runtime/shutdown';
import { chooseUpstream } from './runtime/upstreamChoice';

/**
 * `npm start`: configuration → console build if stale → embedded service (unless CRM_BASE_URL)
 * → proxy on HOST:PORT → graceful shutdown on SIGINT/SIGTERM.
 */
const projectRoot = fileURLToPath(new URL('..', import.meta.url));

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger('console', config.logLevel);
  await ensureConsoleBuilt(projectRoot, log);
  const upstream = await chooseUpstream(config, log);
  let proxy: Awaited<ReturnType<typeof startProxyServer>>;
  try {
    proxy = await startProxyServer({
      config,
      upstream,
      log,
      staticDir: join(projectRoot, 'dist'),
      firstScreenBundle: config.drawFirstScreen
        ? join(projectRoot, 'dist-ssr', 'renderFirstScreen.js')
        : undefined,
    });
  } catch (error) {
    await upstream.close();
    throw error;
  }
  process.stdout.write(
    `CRM console: ${consoleUrl(config.host, proxy.port)} (upstream: ${upstream.description}${signInNote(config)})\n`,
  );
  onShutdownSignal(log, async () => {
    await proxy.close();
    await upstream.close();
  });
}

main().catch(exitOnStartFailure('The console'));
