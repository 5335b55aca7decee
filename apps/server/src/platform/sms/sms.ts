/** One text message to a phone number in international format (+49…). */
export type SmsMessage = { to: string; text: string };

export type SmsSender = {
  /** Sends a message; throws on a gateway error (the job then retries). */
  send(message: SmsMessage): Promise<void>;
  readonly isConfigured: boolean;
};

export type SmsLogger = { info(object: Record<string, unknown>, message: string): void };

/**
 * A generic HTTP SMS gateway: `POST {SMS_GATEWAY_URL}` with JSON `{ to, text }` and, when set,
 * `Authorization: Bearer {SMS_API_KEY}`; any 2xx answer counts as sent. Without a gateway URL
 * messages are only logged. Used only when the SMS plugin is on (config enablePluginSMS).
 */
export function createSmsSender(options: {
  gatewayUrl?: string | undefined;
  apiKey?: string | undefined;
  log?: SmsLogger;
  timeoutMs?: number;
}): SmsSender {
  const { gatewayUrl, apiKey } = options;
  if (!gatewayUrl) {
    return {
      isConfigured: false,
      send: async (message) => {
        options.log?.info({ to: message.to }, 'sms not sent: SMS_GATEWAY_URL is not set');
      },
    };
  }
  return {
    isConfigured: true,
    send: async (message) => {
      const response = await fetch(gatewayUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
