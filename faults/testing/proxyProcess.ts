import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/http/logger';
import { startProxyServer } from '../../server/runtime/proxyServer';
import { exitOnStartFailure, onShutdownSignal } from '../../server/runtime/shutdown';
import { chooseUpstream } from '../../server/runtime/upstreamChoice';

/**
 * The proxy process of `npm start` (server/main.ts) without its console build: the same
 * configuration loading, upstream choice, proxy server and shutdown, so the fault suite attacks
 * the real thing without paying (or racing) a Vite build. It serves no console files.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger('proxy', config.logLevel);
  const upstream = await chooseUpstream(config, log);
  const proxy = await startProxyServer({ config, upstream, log });
  process.stdout.write(`proxy listening: http://127.0.0.1:${proxy.port}/\n`);
  onShutdownSignal(log, async () => {
    await proxy.close();
    await upstream.close();
  });
}

main().catch(exitOnStartFailure('The proxy'));
