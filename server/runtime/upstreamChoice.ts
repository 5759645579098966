import type { Config } from '../config';
import type { Logger } from '../http/logger';
import { startActivityRetention } from '../service/activityRetention';
import { bootstrapEmbeddedAccount } from '../service/bootstrap';
import { startServiceServer } from '../service/serviceServer';
import { openStore } from '../service/store/openStore';

/**
 * Where the console's requests go: the remote account of CRM_BASE_URL, or the embedded service
 * started here on 127.0.0.1:SERVICE_PORT over the local store. The token comes from
 * CRM_API_TOKEN or the embedded account's bootstrap; it is handed to the proxy and never printed here.
 */
export interface UpstreamChoice {
  upstreams: URL[];
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
  const store = await openStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    const { token } = await bootstrapEmbeddedAccount(store, {
      dataDir: config.dataDir,
      token: config.crmApiToken,
      seed: config.seed,
      log,
    });
    const service = await startServiceServer({
      store,
      host: '127.0.0.1',
      port: config.servicePort,
      log,
    });
    log.info('embedded service listening', { url: service.url });
    const retention =
      config.activityRetentionDays === undefined
        ? undefined
        : startActivityRetention({
            activities: store.activities,
            days: config.activityRetentionDays,
            log,
          });
    return {
      upstreams: [new URL(service.url)],
      token,
      label: 'embedded',
      description: 'embedded service',
      async close() {
        await retention?.stop();
        await service.close();
        await store.close();
      },
    };
  } catch (error) {
    await store.close();
    throw error;
  }
}
