import type { Dispatcher } from 'undici';
import type { Config } from '../config';
import type { Logger } from '../http/logger';
import { startEmbeddedService } from './embeddedService';

/**
 * Where the console's requests go: the remote account of CRM_BASE_URL, or the embedded service
 * started here, in a thread of its own over the local store: the proxy's requests reach it over a
 * MessagePort, other clients on 127.0.0.1:SERVICE_PORT. The token comes from
 * CRM_API_TOKEN or the embedded account's bootstrap; it is handed to the proxy and never printed here.
 */
export interface UpstreamChoice {
  upstreams: URL[];
  /** The embedded service's port: the proxy's requests go there as messages, not over HTTP. */
  dispatcher?: Dispatcher;
  token: string;
  /** For /console/info.json: 'embedded' or the remote host name. */
  label: string;
  /** For the start-up line: 'embedded service' or the remote host. */
  description: string;
  /** Stops the embedded service and closes its store (nothing for a remote upstream). */
  close(): Promise<void>;
}

export async function chooseUpstream(config: Config, log: Logger): Promise<UpstreamChoice> {
  if (config.crmBaseUrl !== undefined) {
    // loadConfig guarantees the token alongside CRM_BASE_URL.
    const token = config.crmApiToken ?? '';
    return {
      upstreams: config.crmBaseUrls,
      token,
      label: config.crmBaseUrl.hostname,
      description: config.crmBaseUrls.map((url) => url.host).join(', '),
      close: () => Promise.resolve(),
    };
  }
  const service = await startEmbeddedService(
    {
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      token: config.crmApiToken,
      seed: config.seed,
      logLevel: config.logLevel,
      port: config.servicePort,
      activityRetentionDays: config.activityRetentionDays,
    },
    log,
  );
  log.info('embedded service listening', { url: service.url });
  return {
    upstreams: [new URL(service.url)],
    dispatcher: service.dispatcher,
    token: service.token,
    label: 'embedded',
    description: 'embedded service',
    close: () => service.close(),
  };
}
